import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { nitro } from 'nitro/vite'
import { appConfigByExport } from './scripts/lib/app-config-by-export'
import { gzipAssetsWithZopfli } from './scripts/lib/gzip-assets'
import { publicChunkGroups } from './scripts/lib/public-chunks'

// sonner loads on the first toast: `import { toast } from 'sonner'` anywhere gets
// src/components/ui/toast.ts, the one module that imports sonner itself.
function sonnerOnFirstToast(): Plugin {
  const toastModule = fileURLToPath(new URL('./src/components/ui/toast.ts', import.meta.url))
  return {
    name: 'sonner-on-first-toast',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'sonner' && importer && importer.split('?')[0] !== toastModule) return toastModule
    },
  }
}

// Start's client would bundle its server-function RPC client for an app that has no server functions:
// src/start/server-function-adapter.ts loads it on a first call instead.
function serverFunctionsOnFirstCall(): Plugin {
  const adapter = fileURLToPath(new URL('./src/start/server-function-adapter.ts', import.meta.url))
  return {
    name: 'server-functions-on-first-call',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      if (source === './ServerFunctionSerializationAdapter.js' && importer?.includes('start-client-core'))
        return adapter
    },
  }
}

// tRPC's HTTP link (with superjson) loads on a page's first call (src/trpc/lazy-link.ts). @trpc/client's index imports
// the modules that define httpBatchLink, so the first script's group (which would take them as its dependencies)
// leaves them to a group of their own, fetched with the link. The first script's group keeps the highest priority:
// the bundler's runtime helpers go to it rather than to a file of their own that every page would fetch.
const httpLinkModules = /[\\/]@trpc[\\/]client[\\/]dist[\\/](httpBatchLink|httpUtils)-/

// Production: `vite build` emits .output/, served by `node .output/server/index.mjs` (PORT, HOST).
export default defineConfig({
  server: { port: 3000 },
  resolve: { tsconfigPaths: true },
  build: {
    modulePreload: false,
    rolldownOptions: {
      // tRPC's client packages run nothing on import, but their package.json does not say so: without this, an unused
      // part stays in the bundle whenever one of its top-level statements looks like a side effect (its WebSocket client).
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/[\\/]node_modules[\\/]@trpc[\\/](client|tanstack-react-query)[\\/]/.test(id),
      },
      // headlessui and react-query ship "use client" directives that a non-RSC build drops harmlessly.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return
        handler(level, log)
      },
    },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // Everything the first page load imports statically in one file instead of 40-odd small ones: on a phone
          // over HTTP/1.1 each file costs a round trip. Route screens stay lazy chunks.
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'initial',
                  tags: ['$initial'],
                  priority: 5,
                  includeDependenciesRecursively: false,
                  test: (id: string) => !httpLinkModules.test(id),
                },
                {
                  name: 'trpc-http',
                  priority: 4,
                  includeDependenciesRecursively: false,
                  test: httpLinkModules,
                },
                ...publicChunkGroups,
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    sonnerOnFirstToast(),
    serverFunctionsOnFirstCall(),
    appConfigByExport(fileURLToPath(new URL('./app.config.ts', import.meta.url))),
    gzipAssetsWithZopfli(),
    tailwindcss(),
    tanstackStart({
      // A route's loader travels with its component (one lazy chunk per route): the first script then holds only
      // each route's search schema, guard and head, not the modules its loader names.
      router: {
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        },
      },
      importProtection: {
        client: { files: ['**/*.server.*', '**/server/**'] },
      },
    }),
    // react's plugin must come after Start's
    viteReact(),
    // check-env runs at boot: a missing or malformed variable stops the server with one line.
    nitro({
      compressPublicAssets: { gzip: true, brotli: true },
      plugins: [
        './src/server/plugins/check-env.ts',
        './src/server/plugins/storage-sweeper.ts',
        './src/server/plugins/payment-reconciler.ts',
        './src/server/plugins/message-worker.ts',
        './src/server/plugins/security-headers.ts',
        './src/server/plugins/shutdown.ts',
        './src/server/plugins/database-check.ts',
        './src/server/plugins/public-cache.ts',
        './src/server/plugins/memory-report.ts',
      ],
    }),
  ],
})
