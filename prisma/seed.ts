// `npm run db:seed`: fills the database named by DATABASE_URL with the demo content (see prisma/seed/demo.ts).
import { getDb } from '~/server/db'
import { getEnv } from '~/server/env'
import { getStorage } from '~/server/storage'
import { formatAccountsTable, seedDemo } from './seed/demo'

async function main() {
  const env = getEnv()
  const db = getDb()
  const started = Date.now()
  console.log(
    `Seeding demo content into ${env.databaseKind === 'sqlite' ? env.DATABASE_URL : 'PostgreSQL'} (files in ${env.UPLOADTHING_TOKEN ? 'UploadThing' : env.FILES_DIR})`,
  )
  try {
    const result = await seedDemo(db, getStorage(), { log: (line) => console.log(line) })
    console.log(
      `Done in ${((Date.now() - started) / 1000).toFixed(1)} s${result.seededTables.length ? '' : ': nothing new to add'}.\n`,
    )
    console.log(formatAccountsTable(result.accounts))
  } finally {
    await db.$disconnect()
  }
}

main().catch((error: unknown) => {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
})
