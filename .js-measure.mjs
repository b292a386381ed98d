import { routeJavaScript } from './scripts/bench-browser.mjs'
const found = await routeJavaScript('http://127.0.0.1:4735', [{ name: 'home', path: '/' }])
for (const f of found)
  console.log(
    f.path,
    (f.gzip / 1000).toFixed(1),
    'kB gzip',
    f.files.length,
    'files',
    f.files.some((x) => /zod/i.test(x.path)) ? 'ZOD!' : '',
  )
for (const f of found.slice(0, 1)) for (const x of f.files) console.log(x.path, x.gzip)
