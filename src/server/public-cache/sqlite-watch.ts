// Server-only: SQLite is one server process, but not always the only writer: the seed, a restore, a maintenance
// script or a browser test's fixtures write the file directly. The cache watches the database file and its WAL
// (a stat each, microseconds) and drops every page when either changed, whoever wrote. The app's own writes change
// them too; they already dropped the pages.
import { statSync } from 'node:fs'
import { bumpPublicContentVersion } from './versions'

export function watchSqliteFile(file: string): () => void {
  const files = [file, `${file}-wal`]
  const signature = () =>
    files
      .map((path) => {
        try {
          const stat = statSync(path, { bigint: true })
          return `${stat.mtimeNs}:${stat.size}`
        } catch {
          return '-'
        }
      })
      .join('|')
  let seen = signature()
  return () => {
    const now = signature()
    if (now === seen) return
    seen = now
    bumpPublicContentVersion()
  }
}
