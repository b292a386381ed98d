// Vitest runs the test files of a worker in one module graph (`isolate: false` in vitest.config.ts): the server's
// code is loaded once per worker, not once per file. The app's own clients are made on first use from the settings
// (getEnv, getDb, getMailer, getStorage), so each file starts with them forgotten and ends with process.env as it
// found it: a file that points DATABASE_URL or FILES_DIR at its own database and folder gets them.
import { afterAll, beforeAll } from 'vitest'
import { closeDb } from '~/server/db'
import { forgetEnv } from '~/server/env'
import { forgetMailer } from '~/server/mail'
import { forgetStorage } from '~/server/storage'
import { forgetFileDatabase } from './accounts'

const envAtStart = { ...process.env }

function forgetAppClients() {
  forgetEnv()
  forgetMailer()
  forgetStorage()
  return closeDb()
}

beforeAll(forgetAppClients)

afterAll(async () => {
  await forgetAppClients()
  // The next file makes its own database at load time (useAccountsDatabase), or has none: never this file's.
  forgetFileDatabase()
  for (const key of Object.keys(process.env)) if (!(key in envAtStart)) delete process.env[key]
  Object.assign(process.env, envAtStart)
})
