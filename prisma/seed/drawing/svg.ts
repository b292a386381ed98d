/** Tiny helpers for writing SVG by hand: rounded numbers, colour maths and a defs collector. */

/** One decimal keeps the markup short and the output byte-stable. */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10
  return Object.is(rounded, -0) ? '0' : String(rounded)
}

function parseHex(hex: string): [number, number, number] {
  const v = hex.replace('#', '')
  const full = v.length === 3 ? [...v].map((c) => c + c).join('') : v
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number]
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** Linear blend of two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a)
  const cb = parseHex(b)
  return toHex(ca.map((c, i) => c + (cb[i]! - c) * t))
}

export const darken = (color: string, t: number) => mix(color, '#000000', t)
export const lighten = (color: string, t: number) => mix(color, '#ffffff', t)

/** Collects <defs> (gradients, patterns, clip paths) with unique ids while a scene is drawn. */
export class Defs {
  private readonly items: string[] = []
  private counter = 0

  add(prefix: string, build: (id: string) => string): string {
    const id = `${prefix}${this.counter++}`
    this.items.push(build(id))
    return id
  }

  linear(
    stops: ReadonlyArray<readonly [number, string, number?]>,
    from: [number, number] = [0, 0],
    to: [number, number] = [0, 1],
  ): string {
    return this.add('lg', (id) => {
      const body = stops
        .map(
          ([offset, color, opacity]) =>
            `<stop offset="${n(offset)}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${n(opacity)}"`}/>`,
        )
        .join('')
      return `<linearGradient id="${id}" x1="${from[0]}" y1="${from[1]}" x2="${to[0]}" y2="${to[1]}">${body}</linearGradient>`
    })
  }

  radial(stops: ReadonlyArray<readonly [number, string, number?]>): string {
    return this.add('rg', (id) => {
      const body = stops
        .map(
          ([offset, color, opacity]) =>
            `<stop offset="${n(offset)}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${n(opacity)}"`}/>`,
        )
        .join('')
      return `<radialGradient id="${id}">${body}</radialGradient>`
    })
  }

  /** Horizontal stripes repeating every `period` units, for woven shawls and skirts. */
  stripes(period: number, bands: ReadonlyArray<readonly [number, number, string]>, base: string): string {
    return this.add('pt', (id) => {
      const rects = bands
        .map(([y, h, color]) => `<rect x="0" y="${n(y)}" width="40" height="${n(h)}" fill="${color}"/>`)
        .join('')
      return `<pattern id="${id}" patternUnits="userSpaceOnUse" width="40" height="${n(period)}"><rect width="40" height="${n(period)}" fill="${base}"/>${rects}</pattern>`
    })
  }

  toString(): string {
    return `<defs>${this.items.join('')}</defs>`
  }
}

/** Catmull-Rom through the points, written as cubic Béziers (smooth hills, paths and ropes). */
export function smoothPath(points: ReadonlyArray<readonly [number, number]>): string {
  if (points.length < 2) return ''
  let d = `M${n(points[0]![0])},${n(points[0]![1])}`
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]!
    const p1 = points[i]!
    const p2 = points[i + 1]!
    const p3 = points[Math.min(points.length - 1, i + 2)]!
    const c1: [number, number] = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2: [number, number] = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += ` C${n(c1[0])},${n(c1[1])} ${n(c2[0])},${n(c2[1])} ${n(p2[0])},${n(p2[1])}`
  }
  return d
}

/** Two decimals, for scale factors. */
export function n2(value: number): string {
  return String(Math.round(value * 100) / 100)
}
