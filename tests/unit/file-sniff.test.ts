import { describe, expect, it } from 'vitest'
import { uniqueFileName } from '~/server/storage/keys'
import { extensionForType, nameForType, sniffDocumentType } from '~/shared/file-sniff'

const bytes = (...values: number[]) => new Uint8Array(values)
const text = (value: string) => new TextEncoder().encode(value)

describe('sniffDocumentType', () => {
  it('recognises a PDF by %PDF-', () => {
    expect(sniffDocumentType(text('%PDF-1.7\n%âãÏÓ\n'))).toBe('application/pdf')
  })

  it('recognises a JPEG by FF D8 FF', () => {
    expect(sniffDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46))).toBe('image/jpeg')
  })

  it('recognises a PNG by its eight-byte signature', () => {
    expect(sniffDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13))).toBe('image/png')
  })

  it('refuses anything else, whatever its name would claim', () => {
    expect(sniffDocumentType(text('<html><script>alert(1)</script>'))).toBeNull()
    expect(sniffDocumentType(text('GIF89a......'))).toBeNull()
    expect(sniffDocumentType(bytes(0x50, 0x4b, 0x03, 0x04))).toBeNull() // zip / docx
    expect(sniffDocumentType(text(' %PDF-1.4'))).toBeNull() // the signature must be at the start
  })

  it('refuses truncated signatures and empty input', () => {
    expect(sniffDocumentType(new Uint8Array(0))).toBeNull()
    expect(sniffDocumentType(text('%PDF'))).toBeNull()
    expect(sniffDocumentType(bytes(0xff, 0xd8))).toBeNull()
    expect(sniffDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a))).toBeNull()
  })
})

describe('nameForType', () => {
  it('keeps a name whose extension matches the real type', () => {
    expect(nameForType('Birth Certificate.PDF', 'application/pdf')).toBe('Birth Certificate.PDF')
    expect(nameForType('aadhaar.jpeg', 'image/jpeg')).toBe('aadhaar.jpeg')
    expect(nameForType('aadhaar.jpg', 'image/jpeg')).toBe('aadhaar.jpg')
  })

  it('gives a mismatched or missing extension the real one', () => {
    expect(nameForType('scan.exe', 'application/pdf')).toBe('scan.pdf')
    expect(nameForType('photo.pdf', 'image/png')).toBe('photo.png')
    expect(nameForType('marksheet', 'image/jpeg')).toBe('marksheet.jpg')
  })

  it('drops any path the browser sent', () => {
    expect(nameForType('C:\\Users\\asha\\birth.pdf', 'application/pdf')).toBe('birth.pdf')
    expect(nameForType('../../etc/passwd', 'application/pdf')).toBe('passwd.pdf')
  })

  it('has one canonical extension per type', () => {
    expect([
      extensionForType('application/pdf'),
      extensionForType('image/jpeg'),
      extensionForType('image/png'),
    ]).toEqual(['pdf', 'jpg', 'png'])
  })
})

describe('stored file names (timestamp, random number, original extension)', () => {
  it('joins the timestamp, a six-digit random number and the lower-cased extension', () => {
    expect(uniqueFileName('Birth.PDF', 1_767_225_600_000, () => 0.042)).toBe('1767225600000-042000.pdf')
  })

  it('differs between two files stored in the same millisecond', () => {
    const names = new Set(
      Array.from({ length: 200 }, () => uniqueFileName(nameForType('scan.png', 'image/png'), 1_767_225_600_000)),
    )
    expect(names.size).toBeGreaterThan(195)
    for (const name of names) expect(name).toMatch(/^1767225600000-\d{6}\.png$/)
  })
})
