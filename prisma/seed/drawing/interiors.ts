/** Indoor pieces: walls, windows with a view of the hills, boards, shelves, desks and exhibits. */
import type { Ctx } from './scenery'
import { H, W } from './scenery'
import { darken, lighten, n, n2 } from './svg'

export function room(ctx: Ctx, wall: string, floorY: number, floor: string): string {
  const wallGrad = ctx.defs.linear([
    [0, lighten(wall, 0.1)],
    [1, darken(wall, 0.06)],
  ])
  const floorGrad = ctx.defs.linear([
    [0, floor],
    [1, darken(floor, 0.22)],
  ])
  let out = `<rect x="-100" y="-100" width="${W + 200}" height="${n(floorY + 100)}" fill="url(#${wallGrad})"/>`
  out += `<rect x="-100" y="${n(floorY)}" width="${W + 200}" height="${n(H - floorY + 100)}" fill="url(#${floorGrad})"/>`
  for (let x = -60; x < W + 100; x += 120) {
    out += `<path d="M${n(x)},${n(floorY)} L${n(W / 2 + (x - W / 2) * 2.2)},${H + 20}" stroke="${darken(floor, 0.12)}" stroke-width="2" opacity="0.5"/>`
  }
  out += `<rect x="-100" y="${n(floorY - 16)}" width="${W + 200}" height="16" fill="${darken(wall, 0.2)}"/>`
  return out
}

/** A window showing sky and green hills, with a soft sunbeam falling into the room. */
export function windowView(ctx: Ctx, x: number, y: number, w: number, h: number, beam = true): string {
  const skyGrad = ctx.defs.linear([
    [0, '#7fbff0'],
    [1, '#e6f4fb'],
  ])
  const id = ctx.defs.add(
    'cp',
    (cid) => `<clipPath id="${cid}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"/></clipPath>`,
  )
  let out = `<rect x="${n(x - 10)}" y="${n(y - 10)}" width="${n(w + 20)}" height="${n(h + 26)}" fill="#f6f1e7"/>`
  out += `<g clip-path="url(#${id})"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="url(#${skyGrad})"/>`
  out += `<path d="M${n(x - 20)},${n(y + h * 0.62)} Q${n(x + w * 0.3)},${n(y + h * 0.38)} ${n(x + w * 0.6)},${n(y + h * 0.58)} T${n(x + w + 40)},${n(y + h * 0.5)} L${n(x + w + 40)},${n(y + h + 10)} L${n(x - 20)},${n(y + h + 10)} Z" fill="#7fae8c"/>`
  out += `<path d="M${n(x - 20)},${n(y + h * 0.8)} Q${n(x + w * 0.5)},${n(y + h * 0.62)} ${n(x + w + 40)},${n(y + h * 0.78)} L${n(x + w + 40)},${n(y + h + 10)} L${n(x - 20)},${n(y + h + 10)} Z" fill="#4f8a56"/>`
  out += `<circle cx="${n(x + w * ctx.rng.range(0.2, 0.8))}" cy="${n(y + h * 0.22)}" r="${n(w * 0.07)}" fill="#ffffff" opacity="0.8"/></g>`
  out += `<path d="M${n(x + w / 2)},${n(y)} v${n(h)} M${n(x)},${n(y + h * 0.45)} h${n(w)}" stroke="#f6f1e7" stroke-width="8"/>`
  if (beam) {
    const g = ctx.defs.linear([
      [0, '#fff6d8', 0.45],
      [1, '#fff6d8', 0],
    ])
    out += `<path d="M${n(x)},${n(y)} L${n(x + w)},${n(y)} L${n(x + w + w * 1.3)},${n(y + h * 2.6)} L${n(x + w * 0.9)},${n(y + h * 2.6)} Z" fill="url(#${g})"/>`
  }
  return out
}

export function table(x: number, topY: number, w: number, top: string, cloth?: string): string {
  let out = `<rect x="${n(x + 14)}" y="${n(topY)}" width="12" height="120" fill="${darken(top, 0.3)}"/><rect x="${n(x + w - 26)}" y="${n(topY)}" width="12" height="120" fill="${darken(top, 0.3)}"/>`
  out += `<rect x="${n(x)}" y="${n(topY - 14)}" width="${n(w)}" height="18" rx="4" fill="${top}"/>`
  if (cloth)
    out += `<path d="M${n(x - 6)},${n(topY - 12)} h${n(w + 12)} v70 q${n(-w / 8)},10 ${n(-w / 4)},0 t${n(-w / 4)},0 t${n(-w / 4)},0 t${n(-w / 4 - 12)},0 Z" fill="${cloth}"/>`
  return out
}

/** A wall of shelves filled with book spines of many colours and heights. */
export function bookshelf(ctx: Ctx, x: number, y: number, w: number, h: number, shelves: number): string {
  const wood = '#8a5a35'
  let out = `<rect x="${n(x - 12)}" y="${n(y - 12)}" width="${n(w + 24)}" height="${n(h + 24)}" fill="${darken(wood, 0.15)}"/><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="#4a2f1d"/>`
  const rowH = h / shelves
  const colors = [
    '#c0392b',
    '#2e86c1',
    '#f1c40f',
    '#27ae60',
    '#8e44ad',
    '#e67e22',
    '#16a085',
    '#d35400',
    '#2c3e50',
    '#e84393',
    '#f5f0e1',
  ]
  for (let r = 0; r < shelves; r++) {
    const base = y + rowH * (r + 1) - 8
    let bx = x + 6
    while (bx < x + w - 12) {
      if (ctx.rng.chance(0.06)) {
        bx += ctx.rng.range(20, 50)
        continue
      }
      const bw = ctx.rng.range(10, 22)
      const bh = rowH * ctx.rng.range(0.58, 0.86)
      if (bx + bw > x + w - 6) break
      const color = ctx.rng.pick(colors)
      const lean = ctx.rng.chance(0.05) ? 8 : 0
      out += `<rect x="${n(bx)}" y="${n(base - bh)}" width="${n(bw)}" height="${n(bh)}" fill="${color}"${lean ? ` transform="rotate(${lean} ${n(bx)} ${n(base)})"` : ''}/>`
      out += `<rect x="${n(bx + 2)}" y="${n(base - bh * 0.8)}" width="${n(bw - 4)}" height="3" fill="${lighten(color, 0.5)}" opacity="0.7"/>`
      bx += bw + ctx.rng.range(0.5, 2)
    }
    out += `<rect x="${n(x - 6)}" y="${n(base)}" width="${n(w + 12)}" height="10" fill="${wood}"/>`
  }
  return out
}

/** A green board with chalk diagrams (shapes and a plant) rather than words. */
export function chalkboard(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  let out = `<rect x="${n(x - 14)}" y="${n(y - 14)}" width="${n(w + 28)}" height="${n(h + 28)}" rx="6" fill="#8a5a35"/><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="#2f5d4a"/><g opacity="0.85">`
  const chalk = 'stroke="#eef3ea" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"'
  out += `<path d="M${n(x + 60)},${n(y + h - 60)} L${n(x + 200)},${n(y + h - 60)} L${n(x + 60)},${n(y + 70)} Z" ${chalk}/>`
  out += `<path d="M${n(x + 60)},${n(y + h - 84)} h24 v24" ${chalk}/>`
  out += `<circle cx="${n(x + w * 0.45)}" cy="${n(y + h * 0.45)}" r="${n(h * 0.26)}" ${chalk}/><path d="M${n(x + w * 0.45)},${n(y + h * 0.45)} l${n(h * 0.26)},0" ${chalk}/>`
  const px = x + w * 0.75
  const py = y + h - 40
  out += `<path d="M${n(px)},${n(py)} v-120 M${n(px)},${n(py - 60)} q-40,-10 -50,-50 M${n(px)},${n(py - 90)} q40,-10 50,-50 M${n(px - 30)},${n(py)} h60 M${n(px)},${n(py)} l-20,30 M${n(px)},${n(py)} l18,32" ${chalk}/>`
  out += `<circle cx="${n(px)}" cy="${n(py - 140)}" r="18" ${chalk}/>`
  for (let i = 0; i < 3; i++) {
    const sx = x + 40 + ctx.rng.range(0, w * 0.2)
    out += `<path d="M${n(sx)},${n(y + 26 + i * 14)} q20,-8 40,0 t40,0" ${chalk} opacity="0.5"/>`
  }
  out += `</g><rect x="${n(x + 20)}" y="${n(y + h + 2)}" width="${n(w - 40)}" height="10" fill="#6b4529"/><rect x="${n(x + 60)}" y="${n(y + h - 4)}" width="22" height="6" fill="#ffffff"/>`
  return out
}

export function ceilingFan(x: number, y: number): string {
  return `<rect x="${n(x - 3)}" y="${n(y - 80)}" width="6" height="80" fill="#8a8f99"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="150" ry="12" fill="#b6bcc6"/><circle cx="${n(x)}" cy="${n(y)}" r="18" fill="#8a8f99"/>`
}

/** A framed child's drawing on the wall: a house, a sun, a tree or a rainbow. */
export function kidsDrawing(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  let out = `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="#fffdf6" stroke="${ctx.rng.pick(['#e74c3c', '#3498db', '#f1c40f', '#2ecc71'])}" stroke-width="5"/>`
  const kind = ctx.rng.int(0, 3)
  const cx = x + w / 2
  const cy = y + h / 2
  if (kind === 0) {
    out += `<rect x="${n(cx - w * 0.2)}" y="${n(cy)}" width="${n(w * 0.4)}" height="${n(h * 0.3)}" fill="#e67e22"/><path d="M${n(cx - w * 0.28)},${n(cy)} L${n(cx)},${n(cy - h * 0.28)} L${n(cx + w * 0.28)},${n(cy)} Z" fill="#c0392b"/>`
  } else if (kind === 1) {
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(h * 0.2)}" fill="#f7c531"/>`
    for (let a = 0; a < 8; a++) {
      const ang = (a / 8) * Math.PI * 2
      out += `<path d="M${n(cx + Math.cos(ang) * h * 0.26)},${n(cy + Math.sin(ang) * h * 0.26)} L${n(cx + Math.cos(ang) * h * 0.36)},${n(cy + Math.sin(ang) * h * 0.36)}" stroke="#f39c12" stroke-width="4" stroke-linecap="round"/>`
    }
  } else if (kind === 2) {
    out += `<rect x="${n(cx - 5)}" y="${n(cy)}" width="10" height="${n(h * 0.32)}" fill="#8e5b34"/><circle cx="${n(cx)}" cy="${n(cy - h * 0.05)}" r="${n(h * 0.22)}" fill="#27ae60"/>`
  } else {
    ;['#e74c3c', '#f39c12', '#f1c40f', '#2ecc71', '#3498db'].forEach((c, i) => {
      out += `<path d="M${n(x + 14 + i * 5)},${n(y + h - 12)} A${n(w / 2 - 14 - i * 5)},${n(h * 0.6 - i * 5)} 0 0 1 ${n(x + w - 14 - i * 5)},${n(y + h - 12)}" stroke="${c}" stroke-width="5" fill="none"/>`
    })
  }
  return out
}

export function pottedPlant(x: number, y: number, s: number): string {
  return (
    `<g transform="translate(${n(x)},${n(y)}) scale(${n2(s)})">` +
    `<path d="M-24,-40 L24,-40 L18,0 L-18,0 Z" fill="#c4673f"/>` +
    `<path d="M0,-40 q-40,-30 -34,-70 q20,20 34,70 M0,-40 q36,-40 30,-80 q-20,30 -30,80 M0,-40 q-6,-50 4,-90 q10,40 -4,90" fill="#3f8f4f"/>` +
    `</g>`
  )
}
