// `npm run backup [-- --out <folder>]`: one dated archive of the database and every stored file (src/server/backup).
import { BackupError, createBackup } from '~/server/backup'
import { systemNow } from '~/server/clock'
import { getEnv } from '~/server/env'

async function main() {
  const env = getEnv()
  const at = process.argv.indexOf('--out')
  const outDir = at >= 0 ? process.argv[at + 1] : './backups'
  if (!outDir) throw new BackupError('Usage: npm run backup [-- --out <folder>]')
  if (env.UPLOADTHING_TOKEN)
    console.log(
      'Note: files stored on UploadThing are not in the archive; only those on the local disk (FILES_DIR) are.',
    )
  await createBackup({
    databaseUrl: env.DATABASE_URL,
    filesDir: env.FILES_DIR,
    outDir,
    now: systemNow,
    log: (line) => console.log(line),
  })
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
})
