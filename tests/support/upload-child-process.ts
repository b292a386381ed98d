// Starts tests/support/upload-child.ts (the real admission upload handler behind a real Node HTTP server) as a child
// process, for tests that need real sockets: a kill mid-upload, peak memory, or what a client sees on the wire.
import { spawn, type ChildProcess } from 'node:child_process'
import { resolve } from 'node:path'

const projectRoot = resolve(import.meta.dirname, '../..')
const started: ChildProcess[] = []

export type UploadChild = { process: ChildProcess; port: number; exited: Promise<NodeJS.Signals | number | null> }

/** A child serving POST /api/admission-uploads on the database `databaseUrl`, storing under `filesDir`. */
export async function startUploadChild(
  databaseUrl: string,
  filesDir: string,
  env: Record<string, string> = {},
): Promise<UploadChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/upload-child.ts'], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, FILES_DIR: filesDir, TRUST_PROXY: '', APP_ORIGIN: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push(child)
  const exited = new Promise<NodeJS.Signals | number | null>((done) =>
    child.on('exit', (code, signal) => done(signal ?? code)),
  )
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const port = await new Promise<number>((done, fail) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /listening (\d+)/.exec(out)
      if (match) done(Number(match[1]))
    })
    void exited.then(() => fail(new Error(`upload child exited before listening:\n${stderr}`)))
  })
  return { process: child, port, exited }
}

/** Kills every child this test file started that is still running (for afterAll). */
export function killUploadChildren() {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
}
