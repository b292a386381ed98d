// `npm run backup` / `npm run restore <archive>` (scripts/backup.ts, scripts/restore.ts): create.ts writes an
// archive, restore.ts restores one into an empty database and files folder; docs/backup.md says how to use them.
export { createBackup } from './create'
export { restoreBackup } from './restore'
export { BackupError, type BackupManifest } from './shared'
