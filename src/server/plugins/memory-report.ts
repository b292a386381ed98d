import { renameSync, writeFileSync } from 'node:fs'
import { definePlugin } from 'nitro'

// For `npm run bench` only: with MEMORY_REPORT_FILE set, SIGUSR2 writes the process's memory to
// that file as JSON, as it is and, when node runs with --expose-gc, after a full collection (what the server still
// holds). Without the variable nothing is registered: no route, no signal handler.
type MemoryReport = { raw: NodeJS.MemoryUsage; collected: NodeJS.MemoryUsage | null }

export default definePlugin(() => {
  const file = process.env.MEMORY_REPORT_FILE?.trim()
  if (!file) return
  process.on('SIGUSR2', () => {
    const raw = process.memoryUsage()
    const gc = (globalThis as { gc?: () => void }).gc
    gc?.()
    const report: MemoryReport = { raw, collected: gc ? process.memoryUsage() : null }
    writeFileSync(`${file}.tmp`, JSON.stringify(report))
    renameSync(`${file}.tmp`, file)
  })
})
