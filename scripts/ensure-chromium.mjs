#!/usr/bin/env node
// The browser tests drive Debian's Chromium (never a downloaded Playwright browser).
// Finds it at CHROMIUM_PATH or /usr/bin/chromium; when missing and we are root with apt-get, installs it;
// otherwise stops with one line saying what to install.
import { spawnSync } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const DEFAULT_CHROMIUM = '/usr/bin/chromium'
const HOW_TO_INSTALL =
  'Chromium is required for the browser tests: install it with `sudo apt-get install -y chromium` (Debian/Ubuntu) or set CHROMIUM_PATH'

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

function hasAptGet() {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
}

function aptInstallChromium() {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    console.log(`$ apt-get ${args.join(' ')}`)
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) return false
  }
  return true
}

/**
 * Returns the Chromium executable path, installing Debian's package when allowed.
 * @returns {{ ok: true, path: string, installed: boolean } | { ok: false, message: string }}
 */
export function ensureChromium() {
  const configured = process.env.CHROMIUM_PATH?.trim()
  if (configured) {
    return isExecutable(configured)
      ? { ok: true, path: configured, installed: false }
      : { ok: false, message: `CHROMIUM_PATH=${configured} is not an executable file: ${HOW_TO_INSTALL}` }
  }
  if (isExecutable(DEFAULT_CHROMIUM)) return { ok: true, path: DEFAULT_CHROMIUM, installed: false }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && hasAptGet() && aptInstallChromium() && isExecutable(DEFAULT_CHROMIUM)) {
    return { ok: true, path: DEFAULT_CHROMIUM, installed: true }
  }
  return { ok: false, message: HOW_TO_INSTALL }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = ensureChromium()
  if (!result.ok) {
    console.error(result.message)
    process.exit(1)
  }
  console.log(`Chromium: ${result.path}${result.installed ? ' (installed just now)' : ''}`)
}
