// The browser build's scripts and styles, compressed once at build time: gzip with zopfli (the
// same deflate format every gzip client reads, 2-4 % smaller than zlib's best level, at the cost of a few seconds per
// build) and brotli at its best quality. Nitro serves the `.br` to a browser that accepts it and the `.gz` to the rest;
// it compresses a file itself only when neither sits beside it, so this plugin writes both.
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'
import { gzipAsync } from '@gfx/zopfli'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)

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
        await writeFile(
          join(dir, file.fileName + '.br'),
          await brotli(bytes, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
          }),
        )
      }
    },
  }
}
