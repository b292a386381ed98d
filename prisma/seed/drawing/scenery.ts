/** Landscape pieces: sky, sun, clouds, the Naga hills, trees, buildings, flags and festive decorations. */
import type { Random } from './random'
import { Defs, darken, lighten, mix, n, n2, smoothPath } from './svg'

export const W = 1600
export const H = 1000

export interface Ctx {
  defs: Defs
  rng: Random
}

export interface SkyPalette {
  top: string
  middle: string
  horizon: string
  sun: string
  /** Haze colour that far hills fade into. */
  haze: string
}

export const skies = {
  morning: { top: '#7fbff0', middle: '#b9dcf5', horizon: '#fde8c8', sun: '#fff3c4', haze: '#dfeaf2' },
  noon: { top: '#5aa6e6', middle: '#9fd0f4', horizon: '#e4f3fb', sun: '#fffbe6', haze: '#d3e6f2' },
  golden: { top: '#6f8fd6', middle: '#f3b27a', horizon: '#ffdca0', sun: '#fff1c2', haze: '#b9b4cf' },
  dusk: { top: '#26285e', middle: '#8a4f8c', horizon: '#f29a76', sun: '#ffd89a', haze: '#c58196' },
  night: { top: '#0b1433', middle: '#1b2a5c', horizon: '#3b4c86', sun: '#fdf6d8', haze: '#38487a' },
} satisfies Record<string, SkyPalette>

export type SkyName = keyof typeof skies

export function sky(ctx: Ctx, palette: SkyPalette, horizonY = H * 0.62): string {
  const grad = ctx.defs.linear([
    [0, palette.top],
    [0.55, palette.middle],
    [1, palette.horizon],
  ])
  return `<rect x="-100" y="-100" width="${W + 200}" height="${n(horizonY + 200)}" fill="url(#${grad})"/>`
}

export function sun(ctx: Ctx, x: number, y: number, r: number, color: string): string {
  const glow = ctx.defs.radial([
    [0, color, 0.85],
    [0.35, color, 0.35],
    [1, color, 0],
  ])
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 4)}" fill="url(#${glow})"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${color}"/>`
}

export function stars(ctx: Ctx, count: number, maxY: number): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const r = ctx.rng.range(0.8, 2.4)
    out += `<circle cx="${n(ctx.rng.range(0, W))}" cy="${n(ctx.rng.range(0, maxY))}" r="${n(r)}" fill="#fffbe8" opacity="${n(ctx.rng.range(0.4, 1))}"/>`
  }
  return out
}

export function cloud(x: number, y: number, scale: number, color = '#ffffff', opacity = 0.92): string {
  const puffs: Array<[number, number, number]> = [
    [-60, 0, 34],
    [-22, -22, 44],
    [24, -14, 38],
    [58, 4, 28],
  ]
  const circles = puffs.map(([cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`).join('')
  return `<g transform="translate(${n(x)},${n(y)}) scale(${n2(scale)})" fill="${color}" opacity="${opacity}">${circles}<rect x="-86" y="0" width="170" height="30" rx="15"/></g>`
}

export function clouds(ctx: Ctx, count: number, minY: number, maxY: number, color = '#ffffff', opacity = 0.92): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = (W / count) * (i + ctx.rng.range(0.1, 0.9))
    out += cloud(x, ctx.rng.range(minY, maxY), ctx.rng.range(0.6, 1.3), color, opacity)
  }
  return out
}

/** A ridge line from a few random peaks, closed down to the bottom of the picture. */
export function hill(ctx: Ctx, baseY: number, amplitude: number, color: string, peaks = 6): string {
  const points: Array<[number, number]> = []
  for (let i = 0; i <= peaks; i++) {
    const x = -120 + ((W + 240) / peaks) * i
    points.push([x, baseY - ctx.rng.range(0.15, 1) * amplitude])
  }
  return `<path d="${smoothPath(points)} L${W + 120},${H + 20} L-120,${H + 20} Z" fill="${color}"/>`
}

/** Rows of hills that fade into the haze with distance, as around Dimapur and Kohima. */
export function hillRanges(
  ctx: Ctx,
  palette: SkyPalette,
  rows: ReadonlyArray<{ y: number; amp: number; color: string }>,
  pines = true,
): string {
  let out = ''
  rows.forEach((row, index) => {
    const depth = (rows.length - 1 - index) / Math.max(1, rows.length - 1)
    const color = mix(row.color, palette.haze, depth * 0.45)
    out += hill(ctx, row.y, row.amp, color, ctx.rng.int(4, 7))
    if (pines && index > 0)
      out += ridgePines(ctx, row.y - row.amp * 0.35, darken(color, 0.12), 18 + index * 6, 6 + index * 4)
  })
  return out
}

/** Tiny conifers scattered on a ridge: texture that reads as forest from afar. */
export function ridgePines(ctx: Ctx, y: number, color: string, count: number, size: number): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = ctx.rng.range(-20, W + 20)
    const yy = y + ctx.rng.range(0, size * 5)
    const h = size * ctx.rng.range(1.4, 2.4)
    out += `<path d="M${n(x)},${n(yy - h)} L${n(x + h * 0.32)},${n(yy)} L${n(x - h * 0.32)},${n(yy)} Z" fill="${color}"/>`
  }
  return out
}

export function ground(ctx: Ctx, y: number, top: string, bottom: string): string {
  const grad = ctx.defs.linear([
    [0, top],
    [1, bottom],
  ])
  return `<rect x="-100" y="${n(y)}" width="${W + 200}" height="${n(H - y + 100)}" fill="url(#${grad})"/>`
}

export function roundTree(x: number, y: number, size: number, leaf: string): string {
  const trunk = '#7a5234'
  const s = size
  return (
    `<g transform="translate(${n(x)},${n(y)})">` +
    `<path d="M${n(-s * 0.07)},0 L${n(-s * 0.05)},${n(-s * 0.9)} L${n(s * 0.05)},${n(-s * 0.9)} L${n(s * 0.07)},0 Z" fill="${trunk}"/>` +
    `<circle cx="0" cy="${n(-s * 1.15)}" r="${n(s * 0.5)}" fill="${leaf}"/>` +
    `<circle cx="${n(-s * 0.38)}" cy="${n(-s * 0.9)}" r="${n(s * 0.36)}" fill="${darken(leaf, 0.08)}"/>` +
    `<circle cx="${n(s * 0.4)}" cy="${n(-s * 0.92)}" r="${n(s * 0.38)}" fill="${darken(leaf, 0.12)}"/>` +
    `<circle cx="${n(-s * 0.12)}" cy="${n(-s * 1.38)}" r="${n(s * 0.22)}" fill="${lighten(leaf, 0.18)}" opacity="0.8"/>` +
    `</g>`
  )
}

export function pineTree(x: number, y: number, size: number, leaf: string): string {
  const s = size
  let tiers = ''
  for (let i = 0; i < 3; i++) {
    const top = -s * (1.6 - i * 0.38)
    const bottom = -s * (0.95 - i * 0.32)
    const half = s * (0.32 + i * 0.1)
    tiers += `<path d="M0,${n(top)} L${n(half)},${n(bottom)} L${n(-half)},${n(bottom)} Z" fill="${i % 2 ? darken(leaf, 0.1) : leaf}"/>`
  }
  return `<g transform="translate(${n(x)},${n(y)})"><rect x="${n(-s * 0.05)}" y="${n(-s * 0.4)}" width="${n(s * 0.1)}" height="${n(s * 0.4)}" fill="#6b4a2f"/>${tiers}</g>`
}

/** A clump of bamboo: tall segmented culms with leaf sprays, common around Naga villages. */
export function bamboo(ctx: Ctx, x: number, y: number, height: number, color = '#7fae4a'): string {
  let out = `<g transform="translate(${n(x)},${n(y)})">`
  const culms = ctx.rng.int(4, 6)
  for (let i = 0; i < culms; i++) {
    const dx = (i - culms / 2) * 9
    const lean = ctx.rng.range(-30, 30)
    const h = height * ctx.rng.range(0.75, 1)
    out += `<path d="M${n(dx)},0 Q${n(dx + lean * 0.3)},${n(-h / 2)} ${n(dx + lean)},${n(-h)}" stroke="${darken(color, 0.1)}" stroke-width="6" fill="none" stroke-linecap="round"/>`
    for (let k = 1; k < 6; k++) {
      const t = k / 6
      const px = dx + lean * t * t
      const py = -h * t
      const dir = k % 2 ? 1 : -1
      out += `<path d="M${n(px)},${n(py)} q${n(dir * 22)},${n(-4)} ${n(dir * 38)},${n(10)} q${n(-dir * 18)},${n(2)} ${n(-dir * 38)},${n(-10)} Z" fill="${k % 2 ? color : lighten(color, 0.15)}"/>`
    }
  }
  return `${out}</g>`
}

/** A two-storey school block with wings, a pediment and a porch. */
export function schoolBuilding(ctx: Ctx, cx: number, baseY: number, scale = 1): string {
  const wall = '#f7ecd6'
  const wallShade = '#e8d7b6'
  const roof = '#a8463a'
  const trim = '#1e3a6b'
  const glass = ctx.defs.linear([
    [0, '#cfe6f7'],
    [1, '#7fa9cc'],
  ])
  let out = `<g transform="translate(${n(cx)},${n(baseY)}) scale(${n2(scale)})">`
  // wings
  for (const side of [-1, 1]) {
    const x0 = side < 0 ? -560 : 250
    out += `<rect x="${x0}" y="-210" width="310" height="210" fill="${side < 0 ? wallShade : wall}"/>`
    out += `<path d="M${x0 - 18},-210 L${x0 + 328},-210 L${x0 + 300},-250 L${x0 + 10},-250 Z" fill="${roof}"/>`
    out += `<rect x="${x0}" y="-108" width="310" height="8" fill="${trim}" opacity="0.85"/>`
    for (let row = 0; row < 2; row++) {
      for (let col = 0; col < 4; col++) {
        const wx = x0 + 26 + col * 72
        const wy = -190 + row * 102
        out += `<rect x="${wx}" y="${wy}" width="46" height="60" rx="3" fill="url(#${glass})" stroke="#ffffff" stroke-width="5"/><path d="M${wx + 23},${wy} v60 M${wx},${wy + 24} h46" stroke="#ffffff" stroke-width="3"/>`
      }
    }
  }
  // central block
  out += `<rect x="-250" y="-300" width="500" height="300" fill="${wall}"/>`
  out += `<path d="M-275,-300 L275,-300 L240,-345 L-240,-345 Z" fill="${roof}"/>`
  out += `<path d="M-130,-300 L0,-400 L130,-300 Z" fill="${darken(roof, 0.1)}"/><path d="M-100,-300 L0,-378 L100,-300 Z" fill="${wall}"/>`
  out += `<circle cx="0" cy="-330" r="22" fill="#e3b341" stroke="${trim}" stroke-width="5"/><path d="M0,-345 L6,-330 L0,-315 L-6,-330 Z" fill="${trim}"/>`
  out += `<rect x="-250" y="-150" width="500" height="10" fill="${trim}" opacity="0.85"/>`
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 6; col++) {
      if (row === 1 && (col === 2 || col === 3)) continue
      const wx = -226 + col * 78
      const wy = -270 + row * 140
      out += `<rect x="${wx}" y="${wy}" width="50" height="70" rx="4" fill="url(#${glass})" stroke="#ffffff" stroke-width="5"/><path d="M${wx + 25},${wy} v70 M${wx},${wy + 28} h50" stroke="#ffffff" stroke-width="3"/>`
    }
  }
  // porch with columns and door
  out += `<path d="M-95,-150 L95,-150 L80,-175 L-80,-175 Z" fill="${roof}"/>`
  out += `<rect x="-48" y="-120" width="96" height="120" rx="48" ry="14" fill="#6b3f24"/><rect x="-40" y="-108" width="80" height="108" fill="#7f4c2c"/><path d="M0,-108 v108" stroke="#5a341e" stroke-width="4"/>`
  for (const x of [-84, -66, 60, 78]) out += `<rect x="${x}" y="-150" width="8" height="150" fill="#ffffff"/>`
  out += `<rect x="-120" y="-10" width="240" height="10" fill="#d9cbb0"/><rect x="-140" y="0" width="280" height="10" fill="#cdbd9f"/>`
  return `${out}</g>`
}

/** India's tricolour on a pole, gently waving. */
export function flagPole(x: number, baseY: number, height: number, wave = 1): string {
  const fw = height * 0.36
  const fh = fw * 0.62
  const top = baseY - height
  const band = fh / 3
  const waveD = (y: number) =>
    `M${n(x + 4)},${n(top + y)} q${n(fw * 0.25)},${n(-10 * wave)} ${n(fw * 0.5)},0 t${n(fw * 0.5)},0`
  const bandPath = (y: number, color: string) =>
    `<path d="${waveD(y)} l0,${n(band)} q${n(-fw * 0.25)},${n(-10 * wave)} ${n(-fw * 0.5)},0 t${n(-fw * 0.5)},0 Z" fill="${color}"/>`
  return (
    `<g>` +
    `<rect x="${n(x - 3)}" y="${n(top - 4)}" width="7" height="${n(height + 4)}" fill="#9aa3ad"/>` +
    `<circle cx="${n(x + 0.5)}" cy="${n(top - 8)}" r="7" fill="#e3b341"/>` +
    bandPath(6, '#f28c28') +
    bandPath(6 + band, '#ffffff') +
    bandPath(6 + band * 2, '#12883a') +
    `<circle cx="${n(x + 4 + fw * 0.5)}" cy="${n(top + 6 + band * 1.5)}" r="${n(band * 0.36)}" fill="none" stroke="#1f3c88" stroke-width="2.5"/>` +
    `<rect x="${n(x - 26)}" y="${n(baseY - 10)}" width="60" height="12" fill="#cfc4b0"/>` +
    `</g>`
  )
}

/** A string of triangular pennants hanging between two points. */
export function bunting(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  sag: number,
  colors: readonly string[],
  flags = 14,
): string {
  const mx = (x1 + x2) / 2
  const my = (y1 + y2) / 2 + sag
  let out = `<path d="M${n(x1)},${n(y1)} Q${n(mx)},${n(my)} ${n(x2)},${n(y2)}" stroke="#5b4636" stroke-width="2" fill="none"/>`
  const at = (t: number): [number, number] => [
    (1 - t) ** 2 * x1 + 2 * (1 - t) * t * mx + t * t * x2,
    (1 - t) ** 2 * y1 + 2 * (1 - t) * t * my + t * t * y2,
  ]
  const size = Math.abs(x2 - x1) / flags / 1.3
  for (let i = 0; i < flags; i++) {
    const [ax, ay] = at((i + 0.15) / flags)
    const [bx, by] = at((i + 0.85) / flags)
    out += `<path d="M${n(ax)},${n(ay)} L${n(bx)},${n(by)} L${n((ax + bx) / 2)},${n((ay + by) / 2 + size * 1.2)} Z" fill="${colors[i % colors.length]}"/>`
  }
  return out
}

/** Fairy lights along a curve, each with a soft glow (stage and night scenes). */
export function stringLights(
  ctx: Ctx,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  sag: number,
  colors: readonly string[],
  count = 22,
): string {
  const mx = (x1 + x2) / 2
  const my = (y1 + y2) / 2 + sag
  let out = `<path d="M${n(x1)},${n(y1)} Q${n(mx)},${n(my)} ${n(x2)},${n(y2)}" stroke="#1b1b2a" stroke-width="2" fill="none" opacity="0.7"/>`
  const glows = colors.map((c) =>
    ctx.defs.radial([
      [0, c, 0.9],
      [1, c, 0],
    ]),
  )
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count
    const x = (1 - t) ** 2 * x1 + 2 * (1 - t) * t * mx + t * t * x2
    const y = (1 - t) ** 2 * y1 + 2 * (1 - t) * t * my + t * t * y2
    const k = i % colors.length
    out += `<circle cx="${n(x)}" cy="${n(y + 6)}" r="18" fill="url(#${glows[k]})"/><circle cx="${n(x)}" cy="${n(y + 6)}" r="5" fill="${lighten(colors[k]!, 0.4)}"/>`
  }
  return out
}

/** A Naga morung: a thatched house with a steep gable and crossed horns at the ridge. */
export function morung(cx: number, baseY: number, scale = 1, thatch = '#b98d4f'): string {
  const post = '#6b4529'
  return (
    `<g transform="translate(${n(cx)},${n(baseY)}) scale(${n2(scale)})">` +
    `<rect x="-120" y="-120" width="240" height="120" fill="#8a5a35"/>` +
    `<path d="M-120,-120 v120 M-60,-120 v120 M0,-120 v120 M60,-120 v120 M120,-120 v120" stroke="${darken('#8a5a35', 0.2)}" stroke-width="4"/>` +
    `<rect x="-30" y="-80" width="60" height="80" fill="#3a2516"/>` +
    `<path d="M-175,-110 L0,-300 L175,-110 Z" fill="${thatch}"/>` +
    `<path d="M-150,-130 L0,-285 L150,-130" stroke="${darken(thatch, 0.15)}" stroke-width="6" fill="none"/>` +
    `<path d="M-120,-160 L0,-280 L120,-160" stroke="${darken(thatch, 0.1)}" stroke-width="4" fill="none"/>` +
    `<path d="M-12,-290 L-55,-350 M12,-290 L55,-350" stroke="${post}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M-55,-350 q-10,-8 -4,-20 M55,-350 q10,-8 4,-20" stroke="#f0ead8" stroke-width="8" stroke-linecap="round" fill="none"/>` +
    `<path d="M-30,-160 l30,-40 l30,40 Z" fill="#d9c08a"/>` +
    `</g>`
  )
}

/** Terraced paddy on a hillside: curved bands in alternating greens. */
export function terraces(
  ctx: Ctx,
  x: number,
  y: number,
  width: number,
  rows: number,
  colors: readonly string[],
): string {
  let out = ''
  for (let i = 0; i < rows; i++) {
    const yy = y + i * 22
    const w = width * (0.55 + (i / rows) * 0.45)
    const left = x - w / 2 + ctx.rng.range(-10, 10)
    out += `<path d="M${n(left)},${n(yy)} Q${n(x)},${n(yy - 26)} ${n(left + w)},${n(yy)} L${n(left + w)},${n(yy + 22)} Q${n(x)},${n(yy - 4)} ${n(left)},${n(yy + 22)} Z" fill="${colors[i % colors.length]}"/>`
  }
  return out
}
