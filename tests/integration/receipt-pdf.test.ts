// The receipt PDF, read back the way a person or a bank's system would: as text, line by line (tests/support/pdf.ts).
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { school } from '#app-config'
import { pageSizes } from '~/server/pdf'
import { renderReceiptPdf } from '~/server/fees/receipt-pdf'
import type { ReceiptDocument } from '~/shared/receipt'
import { readPdf } from '../support/pdf'

const now = new Date('2026-06-20T04:30:00Z')

const pdfText = async (bytes: Uint8Array) => (await readPdf(bytes)).text

const receipt: ReceiptDocument = {
  numberText: '2026-27/000123',
  date: '2026-06-20',
  modeLabel: 'Cash',
  reference: null,
  cashierName: 'Imna Longkumer',
  totalPaise: 1_23_456_50,
  students: [
    {
      name: 'Aren Jamir',
      schoolId: 'LHS260001',
      classLabel: 'Class 5 B',
      lines: [
        { term: 'Term 1', label: 'Tuition', amountPaise: 1_00_000_00 },
        { term: 'Term 1', label: 'Examination', amountPaise: 23_000_00 },
        { term: 'Term 1', label: 'Late fee', amountPaise: 456_50 },
      ],
      concessionPaise: 2_500_00,
    },
  ],
  void: null,
}

describe('receipt PDF', () => {
  it('fills half an A4 page with the number, date, student, heads, mode, cashier and the amount in figures and words', async () => {
    const bytes = await renderReceiptPdf(receipt, { now })
    const parsed = await PDFDocument.load(bytes)
    expect(parsed.getPageCount()).toBe(1)
    const [width, height] = pageSizes.halfA4
    expect(parsed.getPage(0).getSize()).toEqual({ width, height })
    expect(parsed.getTitle()).toBe('Fee receipt 2026-27/000123')

    const text = await pdfText(bytes)
    expect(text).toContain(school.name)
    expect(text).toContain('No. 2026-27/000123')
    expect(text).toContain('Date: 20/06/2026')
    expect(text).toContain('Aren Jamir (LHS260001, Class 5 B)')
    expect(text).toMatch(/Term 1\s+Tuition\s+₹1,00,000\.00/)
    expect(text).toMatch(/Late fee\s+₹456\.50/)
    expect(text).toContain('Concession already applied: ₹2,500.00')
    expect(text).toMatch(/Total received\s+₹1,23,456\.50/)
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Amount in words: Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only',
    )
    expect(text).toContain('Received by: Imna Longkumer')
    expect(text).not.toContain('VOID')
  })

  it('embeds a font that has the rupee sign (no missing-glyph boxes)', async () => {
    const bytes = await renderReceiptPdf(receipt, { now })
    const { fonts } = await readPdf(bytes)
    expect(fonts.map((font) => font.name).join(' ')).toMatch(/DejaVuSans/)
    // Every font is embedded, none taken from the reader's machine.
    expect(fonts.length).toBeGreaterThan(0)
    for (const font of fonts) expect(font, font.name).toMatchObject({ embedded: true })
    expect(await pdfText(bytes)).toContain('₹')
  })

  it('lists several siblings on a family receipt with a mode reference', async () => {
    const family: ReceiptDocument = {
      ...receipt,
      numberText: '2026-27/000124',
      modeLabel: 'UPI',
      reference: 'UTR 612345678901',
      totalPaise: 30_000_00,
      students: [
        {
          name: 'Aren Jamir',
          schoolId: 'LHS260001',
          classLabel: 'Class 5 B',
          lines: [{ term: 'Term 2', label: 'Tuition', amountPaise: 15_000_00 }],
          concessionPaise: 0,
        },
        {
          name: 'Temsu Jamir',
          schoolId: 'LHS260002',
          classLabel: 'Class 2 A',
          lines: [{ term: 'Term 2', label: 'Tuition', amountPaise: 15_000_00 }],
          concessionPaise: 0,
        },
      ],
    }
    const text = await pdfText(await renderReceiptPdf(family, { now }))
    expect(text).toContain('Students')
    expect(text).toContain('Temsu Jamir (LHS260002, Class 2 A)')
    expect(text).toMatch(/Temsu Jamir\s+Term 2\s+Tuition\s+₹15,000\.00/)
    expect(text).toContain('UPI, ref. UTR 612345678901')
    expect(text.replace(/\s+/g, ' ')).toContain('Rupees Thirty Thousand Only')
  })

  it('sums a long receipt per student and term so it still fits', async () => {
    const lines = Array.from({ length: 14 }, (_, index) => ({
      term: `Term ${1 + (index % 2)}`,
      label: `Head ${index}`,
      amountPaise: 100_00,
    }))
    const bytes = await renderReceiptPdf(
      { ...receipt, totalPaise: 1_400_00, students: [{ ...receipt.students[0]!, lines }] },
      { now },
    )
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1)
    const text = await pdfText(bytes)
    expect(text).toMatch(/Term 1\s+Fees and fines\s+₹700\.00/)
    expect(text).toMatch(/Term 2\s+Fees and fines\s+₹700\.00/)
  })

  it('carries a VOID mark with the reason, who and when on a voided receipt', async () => {
    const bytes = await renderReceiptPdf(
      {
        ...receipt,
        void: {
          reason: 'Entered against the wrong student',
          byName: 'Imna Longkumer',
          at: new Date('2026-06-20T05:15:00Z'),
        },
      },
      { now },
    )
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ')
    expect(text).toContain('VOID: Entered against the wrong student (voided by Imna Longkumer on 20/06/2026 10:45)')
    expect(text).toContain('No. 2026-27/000123')
  })

  it("lists an online payment's refunds under its total, a pending one as awaiting the gateway", async () => {
    const bytes = await renderReceiptPdf(
      {
        ...receipt,
        modeLabel: 'Online (UPI)',
        refunds: [
          {
            numberText: 'R2026-27/0001',
            amountPaise: 3_456_50,
            at: new Date('2026-06-21T05:00:00Z'),
            status: 'processed',
          },
          {
            numberText: 'R2026-27/0002',
            amountPaise: 20_000_00,
            at: new Date('2026-06-22T05:00:00Z'),
            status: 'pending',
          },
        ],
      },
      { now },
    )
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ')
    expect(text).toContain('Refund R2026-27/0001: ₹3,456.50 on 21/06/2026')
    expect(text).toContain('Refund R2026-27/0002: ₹20,000.00 on 22/06/2026 (awaiting the payment gateway)')
    expect(text).toMatch(/Total received ₹1,23,456\.50/)
    // A counter receipt has no refund line.
    expect(await pdfText(await renderReceiptPdf(receipt, { now }))).not.toContain('Refund')
  })

  it('renders receipts at once from the one parsed font, each with its own text and glyphs', async () => {
    // The font file is parsed once per process (src/server/pdf.ts); each document still makes its own subset.
    const names = ['Zhotoli Sema', 'Kedusenuo Rio', 'Yanbeni Lotha', 'Bendang Ao']
    const all = await Promise.all(
      names.map((name, index) =>
        renderReceiptPdf(
          {
            ...receipt,
            numberText: `2026-27/00020${index}`,
            students: [{ ...receipt.students[0]!, name, schoolId: `LHS26010${index}` }],
          },
          { now },
        ),
      ),
    )
    for (const [index, bytes] of all.entries()) {
      const text = await pdfText(bytes)
      expect(text).toContain(`No. 2026-27/00020${index}`)
      expect(text).toContain(`${names[index]} (LHS26010${index}, Class 5 B)`)
      expect(text).toMatch(/Total received\s+₹1,23,456\.50/)
      for (const other of names.filter((_, i) => i !== index)) expect(text).not.toContain(other)
    }
  })
})
