// A child process serving POST /api/admission-uploads with the real handler, real local storage and the
// database named by DATABASE_URL, so tests can kill it mid-upload (tests/integration/storage-sweep.test.ts).
// DIE_AFTER_STORE=1 makes it kill itself right after a file is stored, before the upload's row is written:
// exactly what a crash at that instant leaves behind.
import { createServer } from 'node:http'
import { Readable } from 'node:stream'
import { handleAdmissionUpload } from '~/server/admissions/uploads'
import { createDb } from '~/server/db'
import { createOutboxMailer } from '~/server/mail'
import { createLocalStorage, type Storage } from '~/server/storage'

const db = createDb(process.env.DATABASE_URL!)
const local = createLocalStorage(process.env.FILES_DIR!, { db })
const storage: Storage = {
  ...local,
  async put(input) {
    const stored = await local.put(input)
    if (process.env.DIE_AFTER_STORE === '1') process.kill(process.pid, 'SIGKILL')
    return stored
  },
}

const server = createServer((req, res) => {
  const url = `http://${req.headers.host}${req.url}`
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
  // As srvx builds it: the Node request beside a lazy request.body (Readable.toWeb on first use).
  const request = Object.assign(new Request(url, { method: req.method, headers }), { runtime: { node: { req, res } } })
  let body: ReadableStream<Uint8Array> | undefined
  Object.defineProperty(request, 'body', { get: () => (body ??= Readable.toWeb(req) as ReadableStream<Uint8Array>) })
  const deps = {
    db,
    dbKind: process.env.DATABASE_URL!.startsWith('file:') ? ('sqlite' as const) : ('postgres' as const),
    storage,
    mailer: createOutboxMailer({ db }),
    now: () => new Date(),
    logError: (message: string, error?: unknown) => console.error(message, error),
  }
  void handleAdmissionUpload(request, deps, { clientAddress: process.env.UPLOAD_ADDRESS ?? '203.0.113.7' }).then(
    async (response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers))
      res.end(Buffer.from(await response.arrayBuffer()))
    },
  )
})

server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  if (address && typeof address === 'object') console.log(`listening ${address.port}`)
})
