// An upload above its limit is answered with 413 and the usual message over a real connection, whether the client
// declared its length or streamed it chunked (no Content-Length): the server stops keeping the bytes at the limit,
// but does not hang up before the client has its answer, and leaves no temp file behind.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { limits } from '#app-config'
import { admissionMessages } from '~/shared/admission-schema'
import { createTestDatabase, type TestDatabase } from '../support/test-db'
import { killUploadChildren, startUploadChild, type UploadChild } from '../support/upload-child-process'

let t: TestDatabase
let filesDir: string
let child: UploadChild

beforeAll(async () => {
  t = await createTestDatabase()
  filesDir = mkdtempSync(join(tmpdir(), 'upload-limit-files-'))
  child = await startUploadChild(t.url, filesDir, { UPLOAD_ADDRESS: '203.0.113.50' })
})
afterAll(async () => {
  killUploadChildren()
  await t.drop()
  rmSync(filesDir, { recursive: true, force: true })
})

const chunk = Buffer.alloc(64 * 1024, 0x25)
chunk.write('%PDF-1.4\n')

/** Posts `total` bytes of a PDF-looking body, chunked or with its Content-Length, and reads the answer. */
function postLarge(
  total: number,
  mode: 'chunked' | 'declared',
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((done, fail) => {
    const headers: Record<string, string | number> = {
      origin: `http://127.0.0.1:${child.port}`,
      'content-type': 'application/octet-stream',
    }
    if (mode === 'declared') headers['content-length'] = total
    const request = http.request(
      {
        host: '127.0.0.1',
        port: child.port,
        method: 'POST',
        path: '/api/admission-uploads?kind=markSheet&name=big.pdf',
        headers,
      },
      (res) => {
        let body = ''
        res.on('data', (part: Buffer) => (body += part.toString()))
        res.on('end', () => done({ status: res.statusCode!, type: String(res.headers['content-type']), body }))
      },
    )
    request.on('error', fail)
    let sent = 0
    const pump = () => {
      while (sent < total) {
        sent += chunk.byteLength
        if (!request.write(chunk)) return void request.once('drain', pump)
      }
      request.end()
    }
    pump()
  })
}

describe('an upload above the limit over HTTP', () => {
  for (const mode of ['chunked', 'declared'] as const) {
    it(`is answered 413 with the size message when ${mode}, and nothing is written`, async () => {
      const response = await postLarge(8 * limits.maxUploadBytes, mode)
      expect(response.status).toBe(413)
      expect(response.type).toContain('application/json')
      expect(JSON.parse(response.body)).toEqual({ error: `big.pdf: ${admissionMessages.fileTooLarge}` })
      expect(await t.db.admissionUpload.count()).toBe(0)
      expect(readdirSync(join(filesDir, '.incoming'))).toEqual([])
    })
  }
})
