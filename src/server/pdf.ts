// Shared PDF building blocks on pdf-lib: the embedded fonts (DejaVu Sans, which has the rupee sign), page
// sizes, colours, the school's logo and a few text helpers. Receipts and other documents build on these.
import fontkit from '@pdf-lib/fontkit'
import {
  degrees,
  drawSvgPath,
  LineCapStyle,
  PDFDocument,
  rgb,
  type PDFFont,
  type PDFOperator,
  type PDFPage,
  type RGB,
} from 'pdf-lib'
import { logoMark, school } from '#app-config'
// Inlined into the server bundle, so the app reads no font file from the machine at run time.
import boldFontUrl from './fonts/DejaVuSans-Bold.ttf?inline'
import regularFontUrl from './fonts/DejaVuSans.ttf?inline'

/** Points (1/72 inch). */
export const pageSizes = {
  a4: [595.28, 841.89],
  /** The top half of an A4 sheet, landscape-free: what a counter receipt fills. */
  halfA4: [595.28, 420.94],
} as const satisfies Record<string, readonly [number, number]>

export const pdfColors = {
  ink: rgb(0.09, 0.11, 0.16),
  muted: rgb(0.35, 0.39, 0.45),
  rule: rgb(0.8, 0.83, 0.87),
  brand: hexColor('#17325c'),
  headerFill: rgb(0.93, 0.95, 0.98),
  danger: rgb(0.75, 0.1, 0.1),
  dangerFill: rgb(1, 0.95, 0.95),
} as const

export type PdfFonts = { regular: PDFFont; bold: PDFFont }

function dataUrlBytes(url: string): Uint8Array {
  const comma = url.indexOf(',')
  return Buffer.from(url.slice(comma + 1), 'base64')
}

let fontBytes: { regular: Uint8Array; bold: Uint8Array } | undefined

/**
 * fontkit with each font file parsed once per process: pdf-lib parses the whole font on every embedFont, which
 * was most of a receipt's time. A parsed font is only read afterwards (each document makes its own subset).
 */
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0]
const parsedFonts = new Map<Uint8Array, ReturnType<Fontkit['create']>>()
const cachingFontkit: Fontkit = {
  create(bytes, postscriptName) {
    if (postscriptName) return fontkit.create(bytes, postscriptName)
    let font = parsedFonts.get(bytes)
    if (!font) parsedFonts.set(bytes, (font = memoizeLayout(fontkit.create(bytes))))
    return font
  },
}

/**
 * Shaping a string (fontkit's layout: GSUB and GPOS lookups) was the largest part of a receipt's time, and pdf-lib
 * shapes each string twice (its width, then its glyphs). The parsed font is shared by every document, so its
 * layouts are too: the same text gives the same glyph run, which pdf-lib only reads. Bounded; cleared when full.
 */
function memoizeLayout<F extends { layout: (text: string, ...rest: never[]) => unknown }>(font: F, limit = 5000): F {
  const layout = font.layout.bind(font) as (text: string, ...rest: unknown[]) => unknown
  const runs = new Map<string, unknown>()
  font.layout = ((text: string, ...rest: unknown[]) => {
    // Only the plain call pdf-lib makes (no features, script or direction) is shared.
    if (rest.some((arg) => arg !== undefined)) return layout(text, ...rest)
    let run = runs.get(text)
    if (run === undefined) {
      if (runs.size >= limit) runs.clear()
      runs.set(text, (run = layout(text)))
    }
    return run
  }) as F['layout']
  return font
}

/** A new document with the school's fonts embedded (subset: only the glyphs used end up in the file). */
export async function createPdf(options: {
  title: string
  subject?: string
  now: Date
}): Promise<{ doc: PDFDocument; fonts: PdfFonts }> {
  fontBytes ??= { regular: dataUrlBytes(regularFontUrl), bold: dataUrlBytes(boldFontUrl) }
  const doc = await PDFDocument.create()
  doc.registerFontkit(cachingFontkit)
  const [regular, bold] = await Promise.all([
    doc.embedFont(fontBytes.regular, { subset: true }),
    doc.embedFont(fontBytes.bold, { subset: true }),
  ])
  doc.setTitle(options.title)
  if (options.subject) doc.setSubject(options.subject)
  doc.setAuthor(school.name)
  doc.setCreator(school.name)
  doc.setProducer('pdf-lib')
  doc.setCreationDate(options.now)
  doc.setModificationDate(options.now)
  return { doc, fonts: { regular, bold } }
}

export function hexColor(hex: string): RGB {
  const value = hex.replace('#', '')
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value
  const n = Number.parseInt(full, 16)
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255)
}

/**
 * Draws the school's mark with its top-left corner at (x, top), `height` points tall. Its drawing operators are
 * built once per place and size (turning the SVG paths into operators, with pdf-lib's checks, cost more than the
 * rest of the page): operators are plain values, read-only when a document is saved.
 */
export function drawLogo(page: PDFPage, x: number, top: number, height: number) {
  const key = `${x}:${top}:${height}`
  let operators = logoOperators.get(key)
  if (!operators) logoOperators.set(key, (operators = logoMarkOperators(x, top, height)))
  page.pushOperators(...operators)
}

const logoOperators = new Map<string, PDFOperator[]>()

function logoMarkOperators(x: number, top: number, height: number): PDFOperator[] {
  const scale = height / logoMark.height
  return logoMark.shapes.flatMap((shape) =>
    'stroke' in shape
      ? drawSvgPath(shape.d, {
          x,
          y: top,
          scale,
          rotate: degrees(0),
          color: undefined,
          borderColor: hexColor(shape.stroke),
          borderWidth: shape.strokeWidth * scale,
          borderLineCap: 'round' in shape ? LineCapStyle.Round : undefined,
        })
      : drawSvgPath(shape.d, {
          x,
          y: top,
          scale,
          rotate: degrees(0),
          color: hexColor(shape.fill),
          borderColor: undefined,
          borderWidth: 0,
        }),
  )
}

/** The school's postal address on one line. */
export function schoolAddressLine(): string {
  const { line1, city, state, postalCode } = school.address
  return `${line1}, ${city}, ${state} ${postalCode}`
}

/**
 * The school's mark at (left, top) and beside it, from `textX`, its name, address and a contact line, each
 * `lineOffsets` below `top`: the head of the letters and receipts the office prints.
 */
export function drawLetterhead(
  page: PDFPage,
  { regular, bold }: PdfFonts,
  head: {
    left: number
    top: number
    logoHeight: number
    textX: number
    nameSize: number
    textSize: number
    lineOffsets: readonly [number, number, number]
    contact: string
  },
) {
  const { top, textX, textSize, lineOffsets } = head
  drawLogo(page, head.left, top, head.logoHeight)
  page.drawText(school.name, {
    x: textX,
    y: top - lineOffsets[0],
    size: head.nameSize,
    font: bold,
    color: pdfColors.brand,
  })
  page.drawText(schoolAddressLine(), {
    x: textX,
    y: top - lineOffsets[1],
    size: textSize,
    font: regular,
    color: pdfColors.muted,
  })
  page.drawText(head.contact, {
    x: textX,
    y: top - lineOffsets[2],
    size: textSize,
    font: regular,
    color: pdfColors.muted,
  })
}

/** Splits text into lines no wider than `width` at `size`, breaking at spaces. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line)
      line = word
    } else {
      line = candidate
    }
  }
  if (line) lines.push(line)
  return lines
}

/** Shortens text with an ellipsis until it fits `width`. */
export function fitText(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text
  let cut = text
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1)
  return `${cut.trimEnd()}…`
}

/** Draws text right-aligned so that it ends at `right`. */
export function drawRight(
  page: PDFPage,
  text: string,
  right: number,
  y: number,
  font: PDFFont,
  size: number,
  color: RGB = pdfColors.ink,
) {
  page.drawText(text, { x: right - font.widthOfTextAtSize(text, size), y, size, font, color })
}
