#!/usr/bin/env node
// `npm run bench:edge [-- --no-build] [--duration 10] [--connections 200]`: the home page at results-day
// concurrency, side by side with what this machine can serve at all. On PostgreSQL (BENCH_POSTGRES_URL, else
// TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres; database school_bench_edge, made afresh and
// seeded), it starts `npm start`'s launcher with one server process per core and measures with autocannon (gzip
// accepted, as a browser asks):
//   1. nginx serving the same home page pre-compressed (gzip_static), the yardstick;
//   2. the app alone (one process per core);
//   3. the app behind docs/deploying.md's nginx configuration (its micro-cache keeps the page the 5 s the app allows).
// Goal (docs/perf.md): the deployed home page (3) at >= 0.8 of the yardstick's req/s with p99 < 50 ms. nginx is
// installed from Debian when missing and run as root. `npm run bench` runs this step too (`--edge off` skips it).
import { spawn, spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { deploymentConfig, findNginx, startNginx } from './lib/nginx.mjs'
import { withPgClient } from './lib/pg.mjs'
import {
  bin,
  bold,
  dim,
  freePort,
  migrateAndSeed,
  mustRun,
  repoRoot,
  step,
  StepError,
  waitForHttp,
} from './lib/tasks.mjs'

export const edgeGoals = { shareOfNginx: 0.8, p99Ms: 50 }
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,*/*' }

function ensureNginx() {
  if (findNginx()) return
  if (process.getuid?.() !== 0)
    throw new StepError('nginx', 'nginx is missing and this is not root: apt-get install -y nginx-light')
  const install = spawnSync(
    'sh',
    [
      '-c',
      // policy-rc.d 101 keeps the package from starting a system nginx on port 80 (only when none is there).
      'made=; [ -e /usr/sbin/policy-rc.d ] || { printf "#!/bin/sh\\nexit 101\\n" >/usr/sbin/policy-rc.d; chmod +x /usr/sbin/policy-rc.d; made=1; }; ' +
        'apt-get update -qq && apt-get install -y -qq --no-install-recommends nginx-light; s=$?; [ -n "$made" ] && rm -f /usr/sbin/policy-rc.d; exit $s',
    ],
    { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } },
  )
  if (install.status !== 0 || !findNginx()) throw new StepError('nginx', 'apt-get could not install nginx-light')
}

function load(url, seconds, connections) {
  return new Promise((resolvePromise, reject) => {
    autocannon({ url, duration: seconds, connections, headers: browserHeaders }, (error, result) =>
      error ? reject(error) : resolvePromise(result),
    )
  })
}

const summary = (result) => ({
  requestsPerSecond: result.requests.average,
  latencyP50Ms: result.latency.p50,
  latencyP99Ms: result.latency.p99,
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
})

/**
 * @param {{ duration: number, connections: number, build?: string }} options
 * @returns {Promise<{ processes: number, connections: number, nginxStatic: object, app: object, deployed: object, shareOfNginx: number, appShareOfNginx: number, met: boolean }>}
 */
export async function edgeNumbers({ duration, connections, build = join(repoRoot, '.output') }) {
  await step('nginx (installed from Debian when missing)', async () => ensureNginx())
  const adminUrl =
    process.env.BENCH_POSTGRES_URL?.trim() ||
    process.env.TEST_DATABASE_URL?.trim() ||
    'postgres://postgres@127.0.0.1:5432/postgres'
  const database = 'school_bench_edge'
  const url = new URL(adminUrl)
  url.pathname = `/${database}`
  await step(`PostgreSQL database ${database} (made afresh, migrate + seed)`, async () => {
    await withPgClient(adminUrl, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
      await client.query(`CREATE DATABASE ${database}`)
    })
    await migrateAndSeed({ DATABASE_URL: url.href, UPLOADTHING_TOKEN: '', RESEND_API_KEY: '' }, { quiet: true })
  })

  const processes = availableParallelism()
  const appPort = await freePort()
  const app = spawn(process.execPath, [join(repoRoot, 'scripts', 'start.mjs')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: url.href,
      UPLOADTHING_TOKEN: '',
      RESEND_API_KEY: '',
      NODE_ENV: 'production',
      PORT: String(appPort),
      HOST: '127.0.0.1',
      WEB_CONCURRENCY: String(processes),
      SERVER_BUILD_DIR: build,
      FILES_DIR: join(repoRoot, 'data', 'bench-edge-files'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const appExited = new Promise((r) => app.once('exit', r))
  const appOrigin = `http://127.0.0.1:${appPort}`
  const stops = [
    async () => {
      if (app.exitCode === null) app.kill('SIGTERM')
      await appExited
    },
  ]
  try {
    await step(`npm start: ${processes} server processes on ${appOrigin}`, () =>
      waitForHttp(`${appOrigin}/api/trpc/health.ping`, { child: app, timeoutMs: 60_000 }),
    )
    const html = await (await fetch(`${appOrigin}/`, { headers: { 'accept-encoding': 'identity' } })).text()
    const staticPort = await freePort()
    const nginxStatic = await step('nginx serving the home page pre-compressed', () =>
      startNginx({
        port: staticPort,
        workers: 'auto',
        serverBlock: (dir) => {
          writeFileSync(join(dir, 'www', 'index.html'), html)
          writeFileSync(join(dir, 'www', 'index.html.gz'), gzipSync(html, { level: 9 }))
          return `server {
    listen 127.0.0.1:${staticPort};
    location / { root ${dir}/www; index index.html; gzip_static on; }
  }`
        },
      }),
    )
    stops.push(nginxStatic.stop)
    const proxyPort = await freePort()
    const deployed = await step('nginx with the configuration of docs/deploying.md in front', () =>
      startNginx({
        port: proxyPort,
        workers: 'auto',
        serverBlock: (dir) =>
          deploymentConfig({
            '/var/cache/nginx/school': join(dir, 'cache'),
            'server 127.0.0.1:3001;': `server 127.0.0.1:${appPort};`,
            'listen 80;': `listen 127.0.0.1:${proxyPort};`,
            '/srv/school/.output/public': join(build, 'public'),
          }),
      }),
    )
    stops.push(deployed.stop)

    const targets = [
      ['nginxStatic', 'nginx, the page as a pre-compressed file', `${nginxStatic.origin}/`],
      ['app', `the app alone (${processes} processes)`, `${appOrigin}/`],
      ['deployed', 'the app behind the guide’s nginx', `${deployed.origin}/`],
    ]
    await step('Warm up (2 s each)', async () => {
      for (const [, , target] of targets) await load(target, 2, connections)
    })
    const measured = {}
    for (const [key, name, target] of targets)
      measured[key] = summary(
        await step(`${name} (${duration} s, ${connections} connections)`, () => load(target, duration, connections)),
      )
    const shareOfNginx = measured.deployed.requestsPerSecond / measured.nginxStatic.requestsPerSecond
    const appShareOfNginx = measured.app.requestsPerSecond / measured.nginxStatic.requestsPerSecond
    return {
      processes,
      connections,
      ...measured,
      shareOfNginx,
      appShareOfNginx,
      met: shareOfNginx >= edgeGoals.shareOfNginx && measured.deployed.latencyP99Ms < edgeGoals.p99Ms,
    }
  } finally {
    for (const stop of stops.reverse()) await stop()
  }
}

export function printEdge(edge) {
  const rows = [
    ['nginx, pre-compressed file', edge.nginxStatic],
    [`app alone, ${edge.processes} processes`, edge.app],
    ['app behind the guide’s nginx', edge.deployed],
  ]
  console.log(
    `\n${bold('Home page at results-day concurrency')} ${dim(`(${edge.connections} connections; goal: behind nginx >= ${edgeGoals.shareOfNginx} of the file's req/s, p99 < ${edgeGoals.p99Ms} ms)`)}`,
  )
  for (const [name, m] of rows)
    console.log(
      `  ${name.padEnd(32)} ${String(Math.round(m.requestsPerSecond)).padStart(7)} req/s   p50 ${String(m.latencyP50Ms).padStart(4)} ms   p99 ${String(m.latencyP99Ms).padStart(4)} ms${m.non2xx || m.errors ? `   (${m.non2xx} non-2xx, ${m.errors} errors)` : ''}`,
    )
  console.log(
    `  behind nginx: ${bold(edge.shareOfNginx.toFixed(2))} of the file's req/s; the app alone: ${edge.appShareOfNginx.toFixed(2)}   ${edge.met ? 'met' : bold('MISSED')}`,
  )
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '200' },
    },
  })
  try {
    if (!values['no-build'])
      await step('Production build', () => mustRun('Production build', bin('vite'), ['build'], { quiet: true }))
    const edge = await edgeNumbers({ duration: Number(values.duration), connections: Number(values.connections) })
    printEdge(edge)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
