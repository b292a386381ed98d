// Server-only: the school's app icons and its share picture, drawn from app.config.ts (the crest and the name), so a
// school that rebrands there gets new ones without an image editor. Each is drawn once per process with sharp from
// an SVG; the name is set as glyph outlines (fontkit, the PDFs' DejaVu font), so no font is needed on the machine.
import fontkit from '@pdf-lib/fontkit'
import sharp from 'sharp'
import { logoMark, school } from '#app-config'
import boldFontUrl from './fonts/DejaVuSans-Bold.ttf?inline'
import regularFontUrl from './fonts/DejaVuSans.ttf?inline'

export const brandColors = { navy: '#17325c', deep: '#0a1730', gold: '#f5b324', cream: '#fff9eb' } as const

type Glyph = { advanceWidth: number; path: { toSVG: () => string } }
type Font = {
  unitsPerEm: number
  layout: (text: string) => { glyphs: Glyph[]; positions: Array<{ xAdvance: number }> }
}

const fonts = new Map<string, Font>()
function fontOf(dataUrl: string): Font {
  let font = fonts.get(dataUrl)
  if (!font) {
    font = fontkit.create(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')) as unknown as Font
    fonts.set(dataUrl, font)
  }
  return font
}

/** The crest's shapes as SVG, `height` pixels tall with its top-left corner at (x, y). */
function crest(x: number, y: number, height: number): string {
  const scale = height / logoMark.height
  const shapes = logoMark.shapes.map((shape) =>
    'stroke' in shape
      ? `<path d="${shape.d}" fill="none" stroke="${shape.stroke}" stroke-width="${shape.strokeWidth}"${'round' in shape ? ' stroke-linecap="round"' : ''}/>`
      : `<path d="${shape.d}" fill="${shape.fill}"/>`,
  )
  return `<g transform="translate(${x} ${y}) scale(${scale})">${shapes.join('')}</g>`
}

/** `text` as filled glyph outlines with its baseline at (x, y); returns the SVG and the width it took. */
function textOutline(text: string, fontUrl: string, size: number, x: number, y: number, fill: string) {
  const font = fontOf(fontUrl)
  const scale = size / font.unitsPerEm
  const run = font.layout(text)
  let pen = 0
  const paths = run.glyphs.map((glyph, index) => {
    const path = `<path transform="translate(${x + pen * scale} ${y}) scale(${scale} ${-scale})" d="${glyph.path.toSVG()}"/>`
    pen += run.positions[index]?.xAdvance ?? glyph.advanceWidth
    return path
  })
  return { svg: `<g fill="${fill}">${paths.join('')}</g>`, width: pen * scale }
}

/** Words on lines no wider than `max` pixels. */
function wrap(text: string, fontUrl: string, size: number, max: number): string[] {
  const lines: string[] = []
  for (const word of text.split(' ')) {
    const last = lines.at(-1)
    if (last !== undefined && textOutline(`${last} ${word}`, fontUrl, size, 0, 0, '').width <= max)
      lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

/** A square icon: the crest on a cream ground, filling `share` of the side (maskable icons keep it in the safe zone). */
function iconSvg(side: number, share: number): string {
  const height = side * share
  const width = (height * logoMark.width) / logoMark.height
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><rect width="${side}" height="${side}" fill="${brandColors.cream}"/>${crest((side - width) / 2, (side - height) / 2, height)}</svg>`
}

/** The picture a shared link shows: 1200 x 630, the crest, the school's name, motto and town. */
function shareSvg(): string {
  const [width, height] = [1200, 630]
  const lines = wrap(school.name, boldFontUrl, 64, 700)
  const top = 315 - (lines.length * 78 + 60) / 2 + 56
  const name = lines.map((line, index) => textOutline(line, boldFontUrl, 64, 430, top + index * 78, '#ffffff').svg)
  const motto = textOutline(
    school.motto.toUpperCase(),
    boldFontUrl,
    30,
    432,
    top + lines.length * 78 + 10,
    brandColors.gold,
  )
  const place = textOutline(
    `${school.address.city}, ${school.address.state}`,
    regularFontUrl,
    28,
    432,
    top + lines.length * 78 + 58,
    '#d6e4f5',
  )
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${brandColors.deep}"/><circle cx="220" cy="315" r="190" fill="#214e91"/>${crest(220 - 112, 315 - 131, 262)}${name.join('')}${motto.svg}${place.svg}<rect y="${height - 14}" width="${width}" height="14" fill="${brandColors.gold}"/></svg>`
}

/** The images under their URL paths: the manifest's icons, Apple's home-screen icon and the share picture. */
const recipes: Record<string, () => string> = {
  '/icons/icon-192.png': () => iconSvg(192, 0.8),
  '/icons/icon-512.png': () => iconSvg(512, 0.8),
  // Android crops a maskable icon to a circle or a squircle: the crest stays inside the middle 80 %.
  '/icons/icon-maskable-512.png': () => iconSvg(512, 0.6),
  '/icons/apple-touch-icon.png': () => iconSvg(180, 0.78),
  '/og-image.png': shareSvg,
}

export const brandImagePaths = Object.keys(recipes)

const drawn = new Map<string, Promise<Buffer>>()

/** The PNG at `path`, drawn on first use; null for a path that is not one of them. */
export function brandImage(path: string): Promise<Buffer> | null {
  const recipe = recipes[path]
  if (!recipe) return null
  let png = drawn.get(path)
  if (!png) {
    // Opaque: every picture has its own ground, and iOS paints a transparent corner black.
    png = sharp(Buffer.from(recipe())).flatten({ background: '#ffffff' }).png({ compressionLevel: 9 }).toBuffer()
    png.catch(() => drawn.delete(path))
    drawn.set(path, png)
  }
  return png
}

/** The web app manifest: what a phone needs to add the school to its home screen as an app. */
export function webManifest() {
  return {
    name: school.name,
    short_name: school.shortName,
    description: `${school.name}, ${school.address.city}: ${school.tagline}.`,
    lang: 'en-IN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: brandColors.navy,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  }
}
