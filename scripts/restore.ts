// `npm run restore <archive>`: restores a backup into the EMPTY database and files folder named by DATABASE_URL
// and FILES_DIR, after checking every checksum (src/server/backup).
import { BackupError, restoreBackup } from '~/server/backup'
import { getEnv } from '~/server/env'

async function main() {
  const archive = process.argv[2]
  if (!archive) throw new BackupError('Usage: npm run restore <archive.tar.gz>')
  const env = getEnv()
  await restoreBackup({
    archive,
    databaseUrl: env.DATABASE_URL,
    filesDir: env.FILES_DIR,
    log: (line) => console.log(line),
  })
  console.log('Restore complete.')
}

main().catch((error: unknown) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
})
