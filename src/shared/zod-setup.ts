// The page's Content-Security-Policy allows no eval: zod would probe `new Function` when it builds its first object
// schema (a CSP violation in the browser's issues, and refused anyway), unless `jitless` is set before. Schemas are
// built as the modules load, in chunks that run before any of our code, so the setting comes from a classic inline
// script in the HTML (src/routes/__root.tsx), which runs before every module script. zod reads it from this global.
export const zodJitlessScript =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})'
