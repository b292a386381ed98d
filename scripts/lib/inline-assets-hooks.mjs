// Module hooks for inline-assets.mjs: `import url from './x.ttf?inline'` -> the file as a base64 data URL.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const types = {
  ttf: 'font/ttf',
  otf: 'font/otf',
  woff: 'font/woff',
  woff2: 'font/woff2',
  png: 'image/png',
  svg: 'image/svg+xml',
}

export async function load(url, context, nextLoad) {
  const match = /\.(\w+)\?inline$/.exec(url)
  if (match && match[1] in types) {
    const bytes = readFileSync(fileURLToPath(url.slice(0, url.indexOf('?'))))
    return {
      format: 'module',
      shortCircuit: true,
      source: `export default ${JSON.stringify(`data:${types[match[1]]};base64,${bytes.toString('base64')}`)}`,
    }
  }
  return nextLoad(url, context)
}
