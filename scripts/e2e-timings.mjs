#!/usr/bin/env node
// `npm run test:e2e-timings`: after a full `npm test`, writes how long each browser test file took
// (tests/e2e/timings.json), which npm test uses to give its two Playwright shards equal work.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { timingsFromReports, timingsFile, writeTimings } from './lib/e2e-shards.mjs'
import { repoRoot } from './lib/tasks.mjs'

const reportsDir = join(repoRoot, 'test-results', 'reports')
const reports = readdirSync(reportsDir)
  .filter((name) => /^playwright-\d+\.json$/.test(name))
  .map((name) => JSON.parse(readFileSync(join(reportsDir, name), 'utf8')))
if (reports.length === 0) {
  console.error('No shard reports in test-results/reports: run `npm test` first.')
  process.exit(1)
}
const timings = timingsFromReports(reports)
writeTimings(timings)
const total = Object.values(timings).reduce((a, b) => a + b, 0)
console.log(`${Object.keys(timings).length} files, ${Math.round(total / 60)} min in all: ${timingsFile}`)
