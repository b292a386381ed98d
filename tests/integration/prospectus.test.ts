// The School Prospectus PDF (GET /api/prospectus.pdf): built with the shared pdf-lib helpers from app.config.ts.
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { school } from '#app-config'
import { handleProspectusRequest, prospectusFileName, renderProspectusPdf } from '~/server/prospectus'

describe('the prospectus', () => {
  it('is a titled PDF of a few A4 pages', async () => {
    const bytes = await renderProspectusPdf(new Date('2026-06-20T04:30:00Z'))
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    const doc = await PDFDocument.load(bytes)
    expect(doc.getTitle()).toBe(`${school.name}: School Prospectus`)
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2)
    expect(doc.getPage(0).getSize().width).toBeCloseTo(595.28, 1)
  })

  it('downloads as an attachment; HEAD sends the headers only', async () => {
    const response = await handleProspectusRequest(new Request('http://localhost/api/prospectus.pdf'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${prospectusFileName}"`)
    expect((await response.arrayBuffer()).byteLength).toBe(Number(response.headers.get('content-length')))
    const head = await handleProspectusRequest(new Request('http://localhost/api/prospectus.pdf', { method: 'HEAD' }))
    expect(await head.text()).toBe('')
  })
})
