// Shared by the admissions integration tests: real database, real local storage in a temp folder, the
// outbox for the queued messages, and requests built the way a browser sends them.
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AdmissionDeps } from '~/server/admissions/deps'
import { handleAdmissionUpload, type UploadOptions, type UploadResult } from '~/server/admissions/uploads'
import { createLocalStorage, type Storage } from '~/server/storage'
import type { TestDatabase } from '../support/test-db'
import { systemNow } from '~/server/clock'

export const origin = 'http://127.0.0.1:4600'

/** A tiny but real PDF (it opens in a viewer), padded to `size` bytes with a trailing comment. */
export function pdfBytes(size = 0): Uint8Array {
  const body =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'
  const head = new TextEncoder().encode(body)
  if (size <= head.length) return head
  const bytes = new Uint8Array(size).fill(0x25) // '%' lines after EOF are comments
  bytes.set(head)
  return bytes
}

/** A real 1x1 PNG. */
export const pngBytes = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
)

export type TestDeps = AdmissionDeps & { filesDir: string; errors: string[]; cleanup: () => void }

/** `filesDir` defaults to a new temp folder; pass FILES_DIR's folder to share files with the app's own storage. */
export function testDeps(
  testDb: TestDatabase,
  overrides: Partial<AdmissionDeps> & { filesDir?: string } = {},
): TestDeps {
  const filesDir = overrides.filesDir ?? mkdtempSync(join(tmpdir(), 'admissions-files-'))
  const errors: string[] = []
  const storage: Storage = createLocalStorage(filesDir, { db: testDb.db })
  return {
    db: testDb.db,
    dbKind: testDb.kind,
    storage,
    // The server's one clock (TEST_NOW when set), as the procedures' context uses.
    now: systemNow,
    appOrigin: origin,
    logError: (message) => errors.push(message),
    ...overrides,
    filesDir,
    errors,
    cleanup: () => rmSync(filesDir, { recursive: true, force: true }),
  }
}

/** Every file under the storage folder, as keys relative to it. */
export function filesOnDisk(filesDir: string): string[] {
  const found: string[] = []
  if (!existsSync(filesDir)) return found
  const walk = (dir: string, prefix: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name)
      if (statSync(full).isDirectory()) walk(full, `${prefix}${name}/`)
      else found.push(`${prefix}${name}`)
    }
  }
  walk(filesDir, '')
  return found.sort()
}

export function uploadRequest(
  kind: string,
  name: string,
  body: Uint8Array | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
): Request {
  const url = `${origin}/api/admission-uploads?kind=${encodeURIComponent(kind)}&name=${encodeURIComponent(name)}`
  return new Request(url, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/octet-stream', ...headers },
    body: body as BodyInit,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)
}

export async function upload(
  deps: AdmissionDeps,
  kind: string,
  name: string,
  body: Uint8Array,
  options: UploadOptions = { clientAddress: '203.0.113.10' },
) {
  const response = await handleAdmissionUpload(uploadRequest(kind, name, body), deps, options)
  const json = (await response.json()) as UploadResult & { error?: string }
  return { status: response.status, json }
}

export const validFields = {
  studentName: 'Asha Sumi',
  dob: '2016-05-14',
  gender: 'female' as const,
  applyingForClass: 'class5' as const,
  fatherName: 'Kivi Sumi',
  fatherOccupation: '  ',
  motherName: 'Ela Sumi',
  motherOccupation: 'Teacher',
  address: 'Circular Road, Duncan Basti, Dimapur',
  phoneNumber: '+91 94361 00472',
  email: 'Parent.Sumi@example.in',
  previousSchool: '',
  previousClass: '',
  additionalInfo: '',
  termsAccepted: true,
  privacyConsent: true,
  privacyNoticeVersion: 1,
}

/** Uploads a birth certificate (PDF) and an Aadhaar card (PNG) and returns their tokens. */
export async function uploadRequired(deps: AdmissionDeps, options?: UploadOptions, size = 0) {
  const birth = await upload(deps, 'birthCertificate', 'birth certificate.pdf', pdfBytes(size), options)
  const aadhaar = await upload(deps, 'aadhaarCard', 'aadhaar.pdf', size ? pdfBytes(size) : pngBytes, options)
  if (birth.status !== 201 || aadhaar.status !== 201)
    throw new Error(`upload failed: ${JSON.stringify([birth, aadhaar])}`)
  return { birthCertificate: birth.json.token, aadhaarCard: aadhaar.json.token }
}
