// Starts a production-build entry (the server itself, or `npm start`'s launcher) as a child process and waits until
// its health check answers; the child's output is kept for the failure message.
import { spawn, type ChildProcess } from 'node:child_process'
import { resolve } from 'node:path'

export type BuiltServer = { origin: string; child: ChildProcess; output: () => string }

export async function startBuiltServer(
  entry: string,
  env: Record<string, string>,
  { timeoutMs = 30_000 }: { timeoutMs?: number } = {},
): Promise<BuiltServer> {
  const child = spawn(process.execPath, [entry], {
    cwd: resolve(import.meta.dirname, '..', '..'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const origin = `http://127.0.0.1:${env.PORT}`
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${entry} exited: ${output}`)
    const up = await fetch(`${origin}/api/trpc/health.ping`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return { origin, child, output: () => output }
    await new Promise((r) => setTimeout(r, 150))
  }
  throw new Error(`${entry} did not answer: ${output}`)
}
