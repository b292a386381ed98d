import { defineConfig, devices } from '@playwright/test'
import { testNowIso } from './tests/support/test-now'

// Browser tests run in Debian's Chromium against the production build (`npm run build` first;
// `npm test` does it). The webServer prepares a fresh data/e2e.db before it serves.
const port = Number(process.env.E2E_PORT ?? 3456)
const baseURL = `http://127.0.0.1:${port}`
const isCI = Boolean(process.env.CI)
// Runs side by side (npm test's shards, the date instants) each get a name: their own database, files and results.
const name = process.env.E2E_NAME || 'e2e'

export default defineConfig({
  testDir: 'tests/e2e',
  // A subfolder: Playwright empties it on start, and test-results/reports keeps the Vitest reports.
  outputDir: name === 'e2e' ? 'test-results/playwright' : `test-results/playwright-${name}`,
  // One worker per run: tests in a run share its server and database. npm test runs two shards side by side, each
  // with its own server and database, instead.
  workers: 1,
  fullyParallel: false,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  // Two shards share two cores with their servers and browsers: a step waits longer than on a quiet machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // A still page costs the shared cores nothing: the banner's marquee and the carousel move on an idle public page
    // (a fifth of a core per open page). Tests of motion itself ask for it with test.use({ reducedMotion: 'no-preference' }).
    reducedMotion: 'reduce',
    // A trace is recorded on the retry of a failed test only: recording one for every test (screencast and DOM
    // snapshots at each step) kept the browser and the test runner busy for a third of the suite's time.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--disable-gpu',
      ],
    },
  },
  projects: [
    // Every test runs once. Tests tagged @phone are about a phone's layout alone (they set 390 px themselves); tests
    // tagged @mobile walk a flow that parents and staff mostly take on a phone, so they walk it there. The desktop
    // layout of those screens is walked by their other tests.
    { name: 'desktop', grepInvert: /@phone|@mobile/, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'mobile',
      // A phone: tests tagged @mobile or @phone, and only those.
      grep: /@mobile|@phone/,
      use: {
        browserName: 'chromium',
        userAgent: devices['Pixel 7']!.userAgent,
        viewport: { width: 390, height: 844 },
        // A phone's layout is its width in CSS pixels; painting three device pixels per CSS pixel in software
        // only costs the shared cores time.
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/trpc/health.ping`,
    // The server's clock and the demo seed's relative dates start at the test instant (the browser's page.clock follows it).
    env: { PORT: String(port), HOST: '127.0.0.1', TEST_NOW: testNowIso, E2E_NAME: name },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
})
