// The text of a PDF, page by page, read with pdfjs-dist (no system tool such as pdftotext needed). Items on one line
// are joined by single spaces and lines by line breaks, close to what a person reads off the page.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

type TextItem = { str: string; transform: number[]; hasEOL?: boolean }

/** Each page's text, in order. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  // pdfjs takes ownership of the buffer it is given: pass a copy so the caller's bytes stay readable.
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false })
  const doc = await task.promise
  try {
    const pages: string[] = []
    for (let number = 1; number <= doc.numPages; number++) {
      const page = await doc.getPage(number)
      const content = await page.getTextContent()
      const lines: { y: number; parts: { x: number; text: string }[] }[] = []
      for (const item of content.items as TextItem[]) {
        if (!('str' in item) || item.str === '') continue
        const [x, y] = [item.transform[4]!, item.transform[5]!]
        const line = lines.find((candidate) => Math.abs(candidate.y - y) < 2)
        if (line) line.parts.push({ x, text: item.str })
        else lines.push({ y, parts: [{ x, text: item.str }] })
      }
      pages.push(
        lines
          .sort((a, b) => b.y - a.y)
          .map((line) =>
            line.parts
              .sort((a, b) => a.x - b.x)
              .map((part) => part.text)
              .join(' ')
              .replace(/\s+/g, ' ')
              .trim(),
          )
          .join('\n'),
      )
    }
    return pages
  } finally {
    await task.destroy()
  }
}

/** The whole document's text, pages separated by a form feed. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPages(bytes)).join('\n\f\n')
}
