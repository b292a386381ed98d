// The fee set-up's tabs, kept apart from FeeSetup.tsx: /admin/fees validates its search with them, and a route's
// search schema is in every page's first script, so it must not pull the set-up screens in with it.
export const feeSetupSections = [
  'years',
  'heads',
  'terms',
  'structure',
  'enrolments',
  'optional',
  'concessions',
  'issue',
  'waivers',
  'summary',
] as const
export type FeeSetupSection = (typeof feeSetupSections)[number]
