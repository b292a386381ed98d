// Reads a PDF back the way a person or a bank's system would, with Mozilla's PDF.js (its Node build), so the tests
// need no system program: the text line by line, the fonts it uses and the page count.
import { readFile } from 'node:fs/promises'
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { TextItem } from 'pdfjs-dist/types/src/display/api'

export type PdfFont = {
  /** The font's PostScript name without its subset tag, e.g. "DejaVuSans". */
  name: string
  /** Whether the file carries the font (false: the reader's machine supplies one). */
  embedded: boolean
}

export type PdfContents = {
  pages: number
  /** Each printed line on one text line, items of a line in reading order, pages separated by a form feed. */
  text: string
  fonts: PdfFont[]
}

type LoadedFont = { name?: string; loadedName?: string; missingFile?: boolean }

/** Items on one baseline (within a fraction of their height) form a line; a visible gap becomes a space. */
function linesOf(items: TextItem[], words: boolean): string[] {
  const rows: { y: number; items: TextItem[] }[] = []
  for (const item of items) {
    if (item.str === '') continue
    const y = item.transform[5]!
    const tolerance = Math.max(1, (item.height || 10) * 0.4)
    const row = rows.find((candidate) => Math.abs(candidate.y - y) <= tolerance)
    if (row) row.items.push(item)
    else rows.push({ y, items: [item] })
  }
  rows.sort((a, b) => b.y - a.y)
  return rows.map(({ items: row }) => {
    row.sort((a, b) => a.transform[4]! - b.transform[4]!)
    let line = ''
    let end: number | null = null
    for (const item of row) {
      const x = item.transform[4]!
      const gap = end === null ? 0 : x - end
      if (end !== null && words) line += ' '
      else if (end !== null && gap > (item.height || 10) * 0.15) line += gap > (item.height || 10) * 1.5 ? '   ' : ' '
      line += item.str
      end = x + item.width
    }
    return words ? line.replace(/\s+/g, ' ').trim() : line
  })
}

/**
 * Opens a PDF (bytes, or a file path) and returns its page count, text and fonts. `words`: every text item of a line
 * is one word apart (a table row reads "Mathematics 64 / 80 A2"); otherwise spacing follows the visible gaps.
 */
export async function readPdf(source: Uint8Array | string, { words = false } = {}): Promise<PdfContents> {
  const bytes = typeof source === 'string' ? new Uint8Array(await readFile(source)) : new Uint8Array(source)
  const document = await getDocument({ data: bytes, fontExtraProperties: true, verbosity: 0, isEvalSupported: false })
    .promise
  try {
    const pageTexts: string[] = []
    const fonts = new Map<string, PdfFont>()
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number)
      const content = await page.getTextContent()
      pageTexts.push(
        linesOf(
          content.items.filter((item): item is TextItem => 'str' in item),
          words,
        ).join('\n'),
      )
      // Rendering operators load the page's fonts into commonObjs, where their names and embedding are kept.
      const operators = await page.getOperatorList()
      for (const [index, op] of operators.fnArray.entries()) {
        if (op !== OPS.setFont) continue
        const id = String((operators.argsArray[index] as unknown[])[0])
        if (fonts.has(id) || !page.commonObjs.has(id)) continue
        const font = page.commonObjs.get(id) as LoadedFont
        const name = (font.name ?? font.loadedName ?? id).replace(/^[A-Z]{6}\+/, '')
        fonts.set(id, { name, embedded: font.missingFile !== true })
      }
      page.cleanup()
    }
    return { pages: document.numPages, text: pageTexts.join('\n\f'), fonts: [...fonts.values()] }
  } finally {
    await document.destroy()
  }
}

/** Each page's text, items one word apart (`readPdf` with `words`). */
export async function pdfPages(source: Uint8Array | string): Promise<string[]> {
  const { text } = await readPdf(source, { words: true })
  return text.split('\n\f').map((page) => page.trim())
}

/** The whole document's text as `pdfPages` reads it, pages separated by a form feed. */
export async function pdfText(source: Uint8Array | string): Promise<string> {
  return (await pdfPages(source)).join('\n\f\n')
}
