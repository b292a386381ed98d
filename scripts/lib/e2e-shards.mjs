// Browser test files split into shards of about equal time. Playwright's own --shard cuts the file list in order,
// so one shard got the heavy files and ran five minutes longer than the other. The weights are the seconds each file
// took in the last full run under npm test's load (tests/e2e/timings.json, refreshed by `npm run test:e2e-timings`);
// a file not listed yet counts as the median.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from './tasks.mjs'

const e2eDir = join(repoRoot, 'tests', 'e2e')
export const timingsFile = join(e2eDir, 'timings.json')

function readTimings() {
  try {
    return JSON.parse(readFileSync(timingsFile, 'utf8'))
  } catch {
    return {}
  }
}

/** `count` lists of spec files (repo-relative paths), heaviest first into the lightest shard. */
export function e2eShards(count) {
  const timings = readTimings()
  const known = Object.values(timings).sort((a, b) => a - b)
  const median = known.length ? known[Math.floor(known.length / 2)] : 1
  const files = readdirSync(e2eDir)
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => ({ path: `tests/e2e/${name}`, seconds: timings[name] ?? median }))
    .sort((a, b) => b.seconds - a.seconds || a.path.localeCompare(b.path))
  const shards = Array.from({ length: count }, () => ({ files: [], seconds: 0 }))
  for (const file of files) {
    const lightest = shards.reduce((min, shard) => (shard.seconds < min.seconds ? shard : min))
    lightest.files.push(file.path)
    lightest.seconds += file.seconds
  }
  return shards
}

/** Seconds per spec file from Playwright JSON reports (every attempt of every test, both projects). */
export function timingsFromReports(reports) {
  const seconds = {}
  const visit = (suite, file) => {
    const name = (suite.file ?? file)?.split('/').pop()
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? []) seconds[name] = (seconds[name] ?? 0) + (result.duration ?? 0) / 1000
    for (const child of suite.suites ?? []) visit(child, name)
  }
  for (const report of reports) for (const suite of report.suites ?? []) visit(suite, suite.file)
  return Object.fromEntries(
    Object.entries(seconds)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, s]) => [name, Math.round(s)]),
  )
}

export function writeTimings(timings) {
  writeFileSync(timingsFile, `${JSON.stringify(timings, null, 2)}\n`)
}
