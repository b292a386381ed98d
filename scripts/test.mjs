#!/usr/bin/env node
// `npm test`: every check in one command, in the order a failure is cheapest to find.
//   dependencies -> Chromium -> Prisma clients -> lint, typecheck and the production build (side by side)
//   -> all at once: Vitest on SQLite | Vitest integration on PostgreSQL (when TEST_DATABASE_URL is set)
//      | the Vitest files that start the build (buildVitestFiles) on both databases, then with `--dates` the
//        date-sensitive suites at awkward instants (dateInstants below) | two Playwright shards, each with its own
//        server and database from one demo seed
// TEST_NOW=<ISO instant> runs everything at that instant (server clock, demo seed, browsers' page.clock).
// `--dates` (CI) repeats the date-sensitive suites at those instants, reusing the build; `--dates-only`
// (`npm run test:dates`) builds and runs just those.
// Later stages still run after a lint or test failure so one run reports everything; a stage whose
// prerequisite failed is skipped. The last line is always `N passed, N failed`.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { ensureChromium } from './ensure-chromium.mjs'
import { e2eShards } from './lib/e2e-shards.mjs'
import { bin, bold, dim, formatDuration, freePort, green, red, repoRoot, run } from './lib/tasks.mjs'

const reportsDir = join(repoRoot, 'test-results', 'reports')
const started = Date.now()
const args = new Set(process.argv.slice(2))
const datesOnly = args.has('--dates-only')
const withDates = datesOnly || args.has('--dates')

// Instants where "today", "this month" and "this year" are easy to get wrong: half an hour before the new year in
// Dimapur (18:00 UTC; a long run crosses midnight), the last evening of a non-leap February, a leap day.
const dateInstants = ['2026-12-31T23:30:00+05:30', '2027-02-28T23:30:00+05:30', '2028-02-29T12:00:00+05:30']
// The browser tests repeat at the two instants that differ for a browser: the evening before the new year (the
// browser's UTC date is still the old day, its month and year end at midnight in Dimapur) and the leap day. The last
// evening of February is that same evening a month-end earlier, checked by the Vitest suites.
const browserDateInstants = new Set(['2026-12-31T23:30:00+05:30', '2028-02-29T12:00:00+05:30'])
// Vitest files that start the production build (.output): they run after the build stage, never before it.
const buildVitestFiles = [
  'tests/integration/public-cache-server.test.ts',
  'tests/integration/cluster-and-proxy.test.ts',
]
const beforeBuild = buildVitestFiles.flatMap((file) => ['--exclude', file])
// The suites whose outcome depends on the date: Vitest files here, Playwright tests tagged @dates.
const dateVitestFiles = [
  'tests/unit/clock.test.ts',
  'tests/unit/dates.test.ts',
  'tests/unit/admission-schema.test.ts',
  'tests/integration/seed.test.ts',
  'tests/integration/academics-seed.test.ts',
]

/** @typedef {{ name: string, status: 'passed' | 'failed' | 'skipped', ms: number, note?: string, passed?: number, failed?: number, skipped?: number, failures?: string[] }} StageResult */
/** @type {StageResult[]} */
const results = []

/**
 * @param {string} name
 * @param {() => Promise<Omit<StageResult, 'name' | 'ms'>>} body
 */
async function stage(name, body) {
  console.log(`\n${bold('▸ ' + name)}`)
  // The slot is taken at the start, so stages run side by side keep their order in the summary.
  const slot = results.push({ name, status: 'skipped', ms: 0 }) - 1
  const t0 = Date.now()
  let result
  try {
    result = { name, ...(await body()), ms: Date.now() - t0 }
  } catch (error) {
    result = {
      name,
      status: 'failed',
      note: error instanceof Error ? error.message : String(error),
      ms: Date.now() - t0,
    }
  }
  results[slot] = result
  const mark = result.status === 'passed' ? green('ok') : result.status === 'failed' ? red('FAILED') : dim('skipped')
  console.log(
    `${dim(`  ${name}:`)} ${mark}${result.note ? dim(` (${result.note})`) : ''} ${dim(formatDuration(result.ms))}`,
  )
  return result.status === 'passed'
}

function skip(name, note) {
  results.push({ name, status: 'skipped', note, ms: 0 })
  console.log(`\n${bold('▸ ' + name)}\n${dim(`  skipped: ${note}`)}`)
}

/** Runs a command; passes when it exits 0. Quiet commands print their output only when they fail. */
async function command(cmd, args, { env = process.env, quiet = false } = {}) {
  const { code, output } = await run(cmd, args, { env, quiet })
  if (code !== 0 && quiet) process.stdout.write(output)
  return code === 0 ? { status: 'passed' } : { status: 'failed', note: `exit code ${code}` }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

/** Vitest with its JSON report, so the totals can be added up. */
async function vitest(args, env, reportName, prefix) {
  const report = join(reportsDir, `${reportName}.json`)
  rmSync(report, { force: true })
  const { code } = await run(
    bin('vitest'),
    ['run', '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    { env, prefix },
  )
  const json = readJson(report)
  if (!json) return { status: 'failed', note: `no report (exit code ${code})` }
  const failures = []
  for (const file of json.testResults ?? []) {
    const path = file.name.replace(repoRoot + '/', '')
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed')
    for (const t of failed) failures.push(`${path} > ${t.fullName}`)
    // A file that fails to load has no failed test but must still count.
    if (file.status === 'failed' && failed.length === 0)
      failures.push(`${path}: ${String(file.message ?? 'failed to run').split('\n')[0]}`)
  }
  const counts = {
    passed: json.numPassedTests,
    failed: failures.length,
    skipped: json.numPendingTests + json.numTodoTests,
  }
  // A crash outside any test (e.g. an unhandled error) fails the run without failing a test.
  const status = code === 0 && counts.failed === 0 ? 'passed' : 'failed'
  return {
    status,
    ...counts,
    failures,
    note: status === 'failed' && counts.failed === 0 ? `exit code ${code}` : undefined,
  }
}

/** One Playwright run with its own server, database and files (E2E_NAME = reportName), so runs can go side by side. */
async function playwright(extraArgs = [], reportName = 'playwright', baseEnv = process.env, prefix = undefined) {
  const report = join(reportsDir, `${reportName}.json`)
  rmSync(report, { force: true })
  const port = await freePort()
  const env = { ...baseEnv, E2E_PORT: String(port), E2E_NAME: reportName, PLAYWRIGHT_JSON_OUTPUT_NAME: report }
  const { code } = await run(bin('playwright'), ['test', '--reporter=list,json', ...extraArgs], { env, prefix })
  const json = readJson(report)
  if (!json?.stats) return { status: 'failed', note: `no report (exit code ${code})` }
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = json.stats
  const failures = []
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected')
          failures.push(`[${t.projectName}] ${spec.file} > ${[...titles, spec.title].join(' > ')}`)
      }
    }
    for (const child of suite.suites ?? [])
      visit(child, child.title && !child.title.endsWith('.ts') ? [...titles, child.title] : titles)
  }
  for (const suite of json.suites ?? []) visit(suite, [])
  for (const error of json.errors ?? [])
    failures.push(`outside any test: ${String(error.message ?? '').split('\n')[0]}`)
  const counts = { passed: expected + flaky, failed: unexpected, skipped }
  const status = code === 0 && unexpected === 0 ? 'passed' : 'failed'
  const notes = [
    flaky ? `${flaky} flaky` : '',
    status === 'failed' && unexpected === 0 ? `exit code ${code}` : '',
  ].filter(Boolean)
  return { status, ...counts, failures, note: notes.join(', ') || undefined }
}

/**
 * The demo seed is the same for every shard (same instant): made once, then copied by each shard's server
 * (E2E_SEED_FROM). Returns the seed's name, or undefined when it failed (its output is printed).
 */
async function seedForShards() {
  const seed = 'playwright-seed'
  const seeded = await run('node', ['--import', 'tsx', join(repoRoot, 'scripts', 'e2e-server.mjs'), '--seed-only'], {
    env: { ...process.env, E2E_NAME: seed },
    quiet: true,
  })
  if (seeded.code === 0) return seed
  process.stdout.write(seeded.output)
  return undefined
}

function printSummary() {
  const rows = results.map((r) => [
    r.name,
    r.status === 'passed' ? 'ok' : r.status,
    r.passed === undefined ? '' : `${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`,
    r.status === 'skipped' ? '' : formatDuration(r.ms),
    r.note ?? '',
  ])
  const header = ['stage', 'result', 'tests', 'time', 'note']
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)))
  const line = (cells) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd()
  console.log(`\n${bold('Summary')} ${dim(`(${formatDuration(Date.now() - started)})`)}`)
  console.log(dim(line(header)))
  for (const row of rows) {
    const text = line(row)
    console.log(row[1] === 'failed' ? red(text) : row[1] === 'skipped' ? dim(text) : text)
  }
  const failures = results.flatMap((r) => (r.failures ?? []).map((f) => `${r.name}: ${f}`))
  if (failures.length > 0) {
    console.log(`\n${bold('Failed tests')}`)
    for (const failure of failures.slice(0, 30)) console.log(red(`  ✗ ${failure}`))
    if (failures.length > 30) console.log(dim(`  … and ${failures.length - 30} more (see above)`))
  }
  const passed = results.reduce((n, r) => n + (r.passed ?? 0), 0)
  // A failed stage with no failed test (lint, typecheck, build, a crash) still counts once, so "0 failed" always means green.
  const failed = results.reduce((n, r) => n + (r.failed ?? 0) + (r.status === 'failed' && !r.failed ? 1 : 0), 0)
  const last = `${passed} passed, ${failed} failed`
  console.log(failed === 0 ? green(last) : red(last))
  return failed
}

mkdirSync(reportsDir, { recursive: true })
// Every demo seed in npm test: for the shards, for each date instant, in the seed tests; each reads the pictures an
// earlier one rendered instead of rendering them again (prisma/seed/images.ts).
process.env.SEED_RENDER_CACHE ||= join(repoRoot, 'node_modules', '.cache', 'seed-renders')

console.log(dim(`Node ${process.version}${process.env.TEST_NOW ? `, TEST_NOW=${process.env.TEST_NOW}` : ''}`))

const depsReady = await stage('Dependencies', async () => {
  if (existsSync(join(repoRoot, 'node_modules', '.package-lock.json')))
    return { status: 'passed', note: 'node_modules present' }
  return command('npm', ['ci', '--no-audit', '--no-fund'])
})
if (!depsReady) {
  printSummary()
  process.exit(1)
}

const chromiumReady = await stage('Chromium', async () => {
  const result = ensureChromium()
  if (!result.ok) {
    console.error(result.message)
    return { status: 'failed', note: 'not installed' }
  }
  console.log(`  ${result.path}${result.installed ? ' (installed just now)' : ''}`)
  return { status: 'passed' }
})

const clientsReady = await stage('Prisma clients', () =>
  command('npm', ['run', '--silent', 'db:generate'], { quiet: true }),
)

// The SQLite run must not pick up a PostgreSQL URL from the caller's environment.
const sqliteEnv = { ...process.env }
delete sqliteEnv.TEST_DATABASE_URL

// Two cores, and no stage keeps both busy by itself (Vitest runs one worker beside its database, a browser test waits
// on its server and its page in turn): after lint, typecheck and the build (side by side), every test stage starts at
// once, each line of its output after its label, and the summary keeps the order below. What decides the end is the
// sum of the work, not the longest chain, so no core idles while one lane finishes late.
const postgresUrl = process.env.TEST_DATABASE_URL?.trim()
let built = false
const stages = []
if (!datesOnly) {
  const [, , buildOk] = await Promise.all([
    stage('Lint (oxlint, Prettier, knip)', () => command('npm', ['run', '--silent', 'lint'], { quiet: true })),
    stage('Typecheck (tsc)', () => command('npm', ['run', '--silent', 'typecheck'], { quiet: true })),
    clientsReady
      ? stage('Production build', () => command(bin('vite'), ['build'], { quiet: true }))
      : Promise.resolve(false),
  ])
  built = buildOk
  stages.push(
    clientsReady
      ? stage('Vitest: unit + integration on SQLite', () =>
          vitest(beforeBuild, sqliteEnv, 'vitest-sqlite', dim('[sqlite]')),
        )
      : skip('Vitest: unit + integration on SQLite', 'Prisma clients failed'),
    !postgresUrl
      ? skip('Vitest: integration on PostgreSQL', 'TEST_DATABASE_URL is not set')
      : !clientsReady
        ? skip('Vitest: integration on PostgreSQL', 'Prisma clients failed')
        : stage('Vitest: integration on PostgreSQL', () =>
            vitest(
              ['tests/integration', ...beforeBuild],
              { ...process.env, TEST_DATABASE_URL: postgresUrl },
              'vitest-postgres',
              dim('[postgres]'),
            ),
          ),
  )
} else if (clientsReady) {
  built = await stage('Production build', () => command(bin('vite'), ['build'], { quiet: true }))
}
const browsersReady = built && chromiumReady
const noBrowsers = !clientsReady ? 'Prisma clients failed' : !built ? 'the build failed' : 'Chromium is missing'

/** The tests of the built server (several instances sharing one database among them) on both databases. */
async function buildTests() {
  if (!built) return skip('Vitest: the production build', !clientsReady ? 'Prisma clients failed' : 'the build failed')
  await stage('Vitest: the production build on SQLite', () =>
    vitest(buildVitestFiles, sqliteEnv, 'vitest-build', dim('[build sqlite]')),
  )
  if (postgresUrl)
    await stage('Vitest: the production build on PostgreSQL', () =>
      vitest(
        buildVitestFiles,
        { ...process.env, TEST_DATABASE_URL: postgresUrl },
        'vitest-build-postgres',
        dim('[build postgres]'),
      ),
    )
}

/** The date-sensitive suites again at one awkward instant, on SQLite, with the same build. */
async function datesAt(instant) {
  const env = { ...sqliteEnv, TEST_NOW: instant }
  const slug = instant.slice(0, 10)
  if (clientsReady)
    await stage(`Dates ${instant}: Vitest`, () =>
      vitest(dateVitestFiles, env, `vitest-dates-${slug}`, dim(`[${slug}]`)),
    )
  else skip(`Dates ${instant}: Vitest`, 'Prisma clients failed')
  if (!browserDateInstants.has(instant)) return
  if (browsersReady)
    await stage(`Dates ${instant}: Playwright @dates`, () =>
      playwright(['--grep', '@dates', '--project=desktop'], `playwright-dates-${slug}`, env, dim(`[${slug}]`)),
    )
  else skip(`Dates ${instant}: Playwright @dates`, noBrowsers)
}

// One lane for the built server's tests and then the date instants, one after another (each starts servers of its
// own); the browser tests in two shards of about equal time, each with its own server and database.
stages.push(
  (async () => {
    if (!datesOnly) await buildTests()
    if (withDates) for (const instant of dateInstants) await datesAt(instant)
  })(),
)
const laneCount = 2
if (!datesOnly) {
  const shards = e2eShards(laneCount)
  const names = shards.map((_, i) => `Playwright shard ${i + 1}/${laneCount} (Chromium, production build)`)
  const seed = browsersReady ? await seedForShards() : undefined
  stages.push(
    ...shards.map(({ files }, i) =>
      !browsersReady
        ? skip(names[i], noBrowsers)
        : !seed
          ? skip(names[i], 'the demo seed failed')
          : stage(names[i], () =>
              playwright(
                files,
                `playwright-${i + 1}`,
                { ...process.env, E2E_SEED_FROM: seed },
                dim(`[e2e ${i + 1}/${laneCount}]`),
              ),
            ),
    ),
  )
}

await Promise.all(stages)
process.exit(printSummary() === 0 ? 0 : 1)
