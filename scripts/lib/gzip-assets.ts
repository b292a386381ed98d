// The browser build's scripts and styles, gzipped once with zopfli (issue 13 item 3): the same deflate format every
// gzip client reads, 2-4 % smaller than zlib's best level, at the cost of a few seconds per build. Nitro keeps a
// `.gz` that already sits beside a file and compresses the rest itself (brotli for all of them).
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipAsync } from '@gfx/zopfli'
import type { Plugin } from 'vite'

// Nitro leaves files under 1 kB uncompressed; so do we.
const smallestCompressed = 1024

export function gzipAssetsWithZopfli(): Plugin {
  return {
    name: 'gzip-assets-with-zopfli',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir
      if (!dir) return
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css)$/.test(file.fileName)) continue
        const bytes = Buffer.from(file.type === 'chunk' ? file.code : file.source)
        if (bytes.length < smallestCompressed) continue
        // One file at a time: the compressor is synchronous WebAssembly, so parallel calls would only queue.
        await writeFile(join(dir, file.fileName + '.gz'), await gzipAsync(bytes, { numiterations: 5 }))
      }
    },
  }
}
