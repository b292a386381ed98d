/** Flat, friendly figures: students, teachers and villagers in uniform or Naga festival dress. */
import type { Random } from './random'
import type { Defs } from './svg'
import { darken, lighten, n, n2 } from './svg'

export type Pose =
  | 'stand'
  | 'wave'
  | 'cheer'
  | 'hold'
  | 'point'
  | 'dance'
  | 'run'
  | 'kick'
  | 'crouch'
  | 'hips'
  | 'read'
  | 'salute'
  | 'paint'
export type HairStyle = 'short' | 'long' | 'bun' | 'ponytail' | 'bob' | 'braids' | 'spiky'

export interface Outfit {
  top: string
  /** A fill such as url(#pattern) drawn over the torso (woven jackets). */
  topFill?: string
  sleeves: 'short' | 'long' | 'none'
  bottom: 'trousers' | 'shorts' | 'skirt' | 'long-skirt'
  bottomColor: string
  bottomFill?: string
  tie?: string
  /** A shawl wrapped diagonally across the body (fill, usually a stripe pattern). */
  shawl?: string
  /** A saree pallu or sash across the chest. */
  sash?: string
  headgear?: 'naga-feathers' | 'beaded-band' | 'cap'
  headgearColor?: string
  necklace?: readonly string[]
  backpack?: string
  shoes: string
  socks?: string
}

export interface Person {
  x: number
  /** Where the feet touch the ground. */
  y: number
  scale: number
  skin: string
  hair: string
  hairStyle: HairStyle
  outfit: Outfit
  pose: Pose
  glasses?: boolean
  /** Extra SVG drawn at the right hand (a book, a watering can...), in the person's local units. */
  prop?: string
  /** Whether legs are drawn (hidden behind desks and tables). */
  legs?: boolean
  flip?: boolean
}

export const skinTones = ['#f1c9a5', '#e4b48c', '#d9a27a', '#c98d63', '#b57a52', '#9c6744', '#f5d2b3'] as const
export const hairColors = ['#1d1410', '#2a1c14', '#161210', '#3a2619', '#24170f'] as const

type P = readonly [number, number]
type Limb = readonly [P, P, P]

interface Skeleton {
  armL: Limb
  armR: Limb
  legL: Limb
  legR: Limb
  /** How far the upper body drops (crouching). */
  drop: number
}

const standLegs: [Limb, Limb] = [
  [
    [-9, -92],
    [-10, -46],
    [-11, -4],
  ],
  [
    [9, -92],
    [10, -46],
    [11, -4],
  ],
]

function skeleton(pose: Pose): Skeleton {
  const downL: Limb = [
    [-22, -146],
    [-31, -118],
    [-32, -90],
  ]
  const downR: Limb = [
    [22, -146],
    [31, -118],
    [32, -90],
  ]
  switch (pose) {
    case 'wave':
      return {
        armL: downL,
        armR: [
          [22, -146],
          [46, -162],
          [54, -198],
        ],
        legL: standLegs[0],
        legR: standLegs[1],
        drop: 0,
      }
    case 'cheer':
      return {
        armL: [
          [-22, -146],
          [-42, -172],
          [-52, -208],
        ],
        armR: [
          [22, -146],
          [42, -172],
          [52, -208],
        ],
        legL: standLegs[0],
        legR: standLegs[1],
        drop: 0,
      }
    case 'hold':
      return {
        armL: [
          [-22, -146],
          [-30, -118],
          [-10, -110],
        ],
        armR: [
          [22, -146],
          [30, -118],
          [10, -110],
        ],
        legL: standLegs[0],
        legR: standLegs[1],
        drop: 0,
      }
    case 'read':
      return {
        armL: [
          [-22, -146],
          [-32, -120],
          [-14, -128],
        ],
        armR: [
          [22, -146],
          [32, -120],
          [14, -128],
        ],
        legL: standLegs[0],
        legR: standLegs[1],
        drop: 0,
      }
    case 'salute':
      return {
        armL: downL,
        armR: [
          [22, -146],
          [46, -166],
          [16, -190],
        ],
        legL: standLegs[0],
        legR: standLegs[1],
        drop: 0,
      }
    case 'paint':
      return {
        armL: [
          [-22, -146],
          [-30, -120],
          [-20, -104],
        ],
        armR: [
          [22, -146],
          [44, -140],
          [60, -162],
        ],
        legL: standLegs[0],
        legR: standLegs[1],
        drop: 0,
      }
    case 'point':
      return {
        armL: downL,
        armR: [
          [22, -146],
          [50, -152],
          [78, -164],
        ],
        legL: standLegs[0],
        legR: standLegs[1],
        drop: 0,
      }
    case 'hips':
      return {
        armL: [
          [-22, -146],
          [-42, -118],
          [-22, -98],
        ],
        armR: [
          [22, -146],
          [42, -118],
          [22, -98],
        ],
        legL: standLegs[0],
        legR: standLegs[1],
        drop: 0,
      }
    case 'dance':
      return {
        armL: [
          [-22, -146],
          [-48, -152],
          [-62, -180],
        ],
        armR: [
          [22, -146],
          [46, -128],
          [64, -142],
        ],
        legL: [
          [-9, -92],
          [-16, -46],
          [-14, -4],
        ],
        legR: [
          [9, -92],
          [30, -58],
          [24, -14],
        ],
        drop: 0,
      }
    case 'run':
      return {
        armL: [
          [-22, -146],
          [-38, -124],
          [-30, -100],
        ],
        armR: [
          [22, -146],
          [30, -126],
          [46, -140],
        ],
        legL: [
          [-9, -92],
          [-20, -50],
          [-38, -18],
        ],
        legR: [
          [9, -92],
          [28, -70],
          [22, -32],
        ],
        drop: 6,
      }
    case 'kick':
      return {
        armL: [
          [-22, -146],
          [-46, -140],
          [-60, -150],
        ],
        armR: [
          [22, -146],
          [40, -126],
          [54, -118],
        ],
        legL: [
          [-9, -92],
          [-12, -46],
          [-14, -4],
        ],
        legR: [
          [9, -92],
          [34, -66],
          [60, -52],
        ],
        drop: 0,
      }
    case 'crouch':
      return {
        armL: [
          [-22, -146],
          [-30, -118],
          [-18, -92],
        ],
        armR: [
          [22, -146],
          [30, -116],
          [20, -90],
        ],
        legL: [
          [-10, -58],
          [-34, -42],
          [-22, -4],
        ],
        legR: [
          [10, -58],
          [34, -42],
          [22, -4],
        ],
        drop: 34,
      }
    default:
      return { armL: downL, armR: downR, legL: standLegs[0], legR: standLegs[1], drop: 0 }
  }
}

const polyline = (limb: Limb) =>
  `M${n(limb[0][0])},${n(limb[0][1])} L${n(limb[1][0])},${n(limb[1][1])} L${n(limb[2][0])},${n(limb[2][1])}`
const upper = (limb: Limb) => `M${n(limb[0][0])},${n(limb[0][1])} L${n(limb[1][0])},${n(limb[1][1])}`

function hairBack(p: Person): string {
  switch (p.hairStyle) {
    case 'long':
      return `<path d="M-25,-186 Q-26,-140 -30,-128 L30,-128 Q26,-140 25,-186 Z" fill="${p.hair}"/>`
    case 'bob':
      return `<path d="M-26,-186 Q-28,-160 -22,-158 L22,-158 Q28,-160 26,-186 Z" fill="${p.hair}"/>`
    case 'braids':
      return `<path d="M-20,-178 q-6,26 -4,48 M20,-178 q6,26 4,48" stroke="${p.hair}" stroke-width="9" stroke-linecap="round" fill="none"/><circle cx="-24" cy="-128" r="5" fill="#d6334a"/><circle cx="24" cy="-128" r="5" fill="#d6334a"/>`
    case 'ponytail':
      return `<path d="M18,-196 q22,6 20,40 q-8,-14 -20,-22 Z" fill="${p.hair}"/>`
    default:
      return ''
  }
}

function hairTop(p: Person): string {
  const cap = `<path d="M-22.5,-181 A22.5,22.5 0 0 1 22.5,-181 Q16,-196 0,-194 Q-14,-195 -22.5,-181 Z" fill="${p.hair}"/>`
  switch (p.hairStyle) {
    case 'bun':
      return `<circle cx="0" cy="-206" r="11" fill="${p.hair}"/>${cap}`
    case 'spiky':
      return `<path d="M-22,-184 L-18,-204 L-9,-198 L-3,-210 L5,-199 L13,-208 L16,-196 L23,-184 Q12,-194 0,-193 Q-12,-194 -22,-184 Z" fill="${p.hair}"/>`
    case 'long':
    case 'bob':
    case 'braids':
      return `<path d="M-23,-178 A23,23 0 0 1 23,-178 Q20,-190 6,-195 Q-2,-186 -20,-182 Z" fill="${p.hair}"/>`
    default:
      return cap
  }
}

function headgear(defs: Defs, outfit: Outfit): string {
  const color = outfit.headgearColor ?? '#c0262d'
  if (outfit.headgear === 'cap') {
    return `<path d="M-23,-188 A23,20 0 0 1 23,-188 Z" fill="${color}"/><path d="M-4,-188 L34,-186 L30,-181 L-4,-183 Z" fill="${darken(color, 0.2)}"/>`
  }
  if (outfit.headgear === 'beaded-band') {
    return `<path d="M-23,-190 Q0,-202 23,-190" stroke="${color}" stroke-width="7" fill="none"/><path d="M-23,-190 Q0,-202 23,-190" stroke="#f3d36b" stroke-width="3" stroke-dasharray="0 7" stroke-linecap="round" fill="none"/>`
  }
  if (outfit.headgear === 'naga-feathers') {
    // Hornbill feathers are white with a black band; drawn as a hard-stop gradient.
    const feather = defs.linear(
      [
        [0, '#fbfaf5'],
        [0.3, '#fbfaf5'],
        [0.3, '#141414'],
        [0.62, '#141414'],
        [0.62, '#fbfaf5'],
        [1, '#fbfaf5'],
      ],
      [0, 1],
      [0, 0],
    )
    const plumes = [-26, 0, 24]
      .map(
        (angle) =>
          `<ellipse cx="0" cy="-232" rx="6" ry="34" fill="url(#${feather})" transform="rotate(${angle} 0 -196)"/>`,
      )
      .join('')
    return (
      plumes +
      `<path d="M-25,-188 Q0,-206 25,-188 L25,-178 Q0,-194 -25,-178 Z" fill="${color}"/>` +
      `<path d="M-25,-183 Q0,-200 25,-183" stroke="#f2c230" stroke-width="2.5" stroke-dasharray="5 4" fill="none"/>` +
      `<circle cx="-24" cy="-172" r="4" fill="#f2c230"/><circle cx="24" cy="-172" r="4" fill="#f2c230"/>`
    )
  }
  return ''
}

/** Draws one figure. Local units: an adult is about 210 tall with the feet at y = 0. */
export function person(defs: Defs, p: Person): string {
  const { outfit } = p
  const sk = skeleton(p.pose)
  const drop = sk.drop
  const legs = p.legs !== false
  const trouserColor = outfit.bottomColor
  let out = `<g transform="translate(${n(p.x)},${n(p.y)}) scale(${n2(p.flip ? -p.scale : p.scale)},${n2(p.scale)})">`
  out += `<ellipse cx="0" cy="0" rx="34" ry="7" fill="#000000" opacity="0.14"/>`

  if (legs) {
    const legColor = outfit.bottom === 'trousers' ? trouserColor : p.skin
    for (const leg of [sk.legL, sk.legR]) {
      out += `<path d="${polyline(leg)}" stroke="${legColor}" stroke-width="15" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`
      if (outfit.socks && outfit.bottom !== 'trousers') {
        out += `<path d="M${n(leg[1][0] + (leg[2][0] - leg[1][0]) * 0.55)},${n(leg[1][1] + (leg[2][1] - leg[1][1]) * 0.55)} L${n(leg[2][0])},${n(leg[2][1])}" stroke="${outfit.socks}" stroke-width="15" stroke-linecap="round" fill="none"/>`
      }
      if (outfit.bottom === 'shorts') {
        out += `<path d="${upper([leg[0], leg[1], leg[2]])}" stroke="${trouserColor}" stroke-width="18" fill="none"/>`
      }
      const fx = leg[2][0]
      out += `<ellipse cx="${n(fx + (fx < 0 ? -3 : 3))}" cy="${n(leg[2][1] + 1)}" rx="12" ry="6" fill="${outfit.shoes}"/>`
    }
  }

  out += `<g transform="translate(0,${drop})">`
  if (outfit.backpack) out += `<rect x="-32" y="-152" width="64" height="66" rx="16" fill="${outfit.backpack}"/>`
  out += hairBack(p)
  // skirts sit over the legs, under the shirt
  if (outfit.bottom === 'skirt') {
    out += `<path d="M-22,-100 L22,-100 L33,-48 L-33,-48 Z" fill="${outfit.bottomFill ?? trouserColor}"/>`
  } else if (outfit.bottom === 'long-skirt') {
    out += `<path d="M-23,-100 L23,-100 L29,${n(-6 - drop)} L-29,${n(-6 - drop)} Z" fill="${outfit.bottomFill ?? trouserColor}"/>`
  } else if (outfit.bottom === 'shorts' || outfit.bottom === 'trousers') {
    out += `<path d="M-21,-100 L21,-100 L22,-84 L-22,-84 Z" fill="${trouserColor}"/>`
  }

  const sleeve = outfit.sleeves
  for (const arm of [sk.armL, sk.armR]) {
    out += `<path d="${polyline(arm)}" stroke="${sleeve === 'long' ? outfit.top : p.skin}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`
    if (sleeve === 'short')
      out += `<path d="${upper(arm)}" stroke="${outfit.top}" stroke-width="14" stroke-linecap="round" fill="none"/>`
    out += `<circle cx="${n(arm[2][0])}" cy="${n(arm[2][1])}" r="6.5" fill="${p.skin}"/>`
  }

  out += `<rect x="-6" y="-166" width="12" height="14" fill="${darken(p.skin, 0.08)}"/>`
  out += `<rect x="-24" y="-156" width="48" height="64" rx="13" fill="${outfit.top}"/>`
  if (outfit.topFill) out += `<rect x="-24" y="-156" width="48" height="64" rx="13" fill="${outfit.topFill}"/>`
  out += `<path d="M-9,-156 L0,-146 L9,-156" fill="none" stroke="${darken(outfit.top, 0.12)}" stroke-width="3" stroke-linejoin="round"/>`
  if (outfit.tie) out += `<path d="M-3,-149 L3,-149 L5,-118 L0,-112 L-5,-118 Z" fill="${outfit.tie}"/>`
  if (outfit.sash) out += `<path d="M-24,-150 L-8,-156 L24,-102 L24,-92 L12,-92 Z" fill="${outfit.sash}"/>`
  if (outfit.shawl) {
    out += `<path d="M-30,-154 Q-6,-162 14,-156 L30,-104 Q28,-88 18,-86 L-28,-86 Q-34,-120 -30,-154 Z" fill="${outfit.shawl}"/>`
    out += `<path d="M14,-156 L30,-104" stroke="${darken('#222222', 0)}" stroke-width="2" opacity="0.35"/>`
  }
  if (outfit.backpack)
    out += `<path d="M-15,-156 L-17,-100 M15,-156 L17,-100" stroke="${darken(outfit.backpack, 0.15)}" stroke-width="7" stroke-linecap="round"/>`
  if (outfit.necklace) {
    outfit.necklace.forEach((color, i) => {
      out += `<path d="M-14,-156 Q0,${-136 + i * 6} 14,-156" stroke="${color}" stroke-width="5" stroke-dasharray="0 6.5" stroke-linecap="round" fill="none"/>`
    })
  }

  out += `<circle cx="0" cy="-182" r="22" fill="${p.skin}"/>`
  out += `<circle cx="-22" cy="-180" r="4.5" fill="${darken(p.skin, 0.05)}"/><circle cx="22" cy="-180" r="4.5" fill="${darken(p.skin, 0.05)}"/>`
  out += hairTop(p)
  out += `<circle cx="-7.5" cy="-181" r="2.7" fill="#1b1411"/><circle cx="7.5" cy="-181" r="2.7" fill="#1b1411"/>`
  out += `<circle cx="-12.5" cy="-172" r="4" fill="#e0736b" opacity="0.3"/><circle cx="12.5" cy="-172" r="4" fill="#e0736b" opacity="0.3"/>`
  out += `<path d="M-6,-172 Q0,-166 6,-172" stroke="#7a3a2c" stroke-width="2.2" fill="none" stroke-linecap="round"/>`
  if (p.glasses)
    out += `<g fill="none" stroke="#3b2f2a" stroke-width="2"><circle cx="-8" cy="-181" r="6.5"/><circle cx="8" cy="-181" r="6.5"/><path d="M-1.5,-181 h3"/></g>`
  out += headgear(defs, outfit)
  if (p.prop) out += `<g transform="translate(${n(sk.armR[2][0])},${n(sk.armR[2][1])})">${p.prop}</g>`
  out += `</g></g>`
  return out
}

/** Draws figures back to front so nearer people overlap farther ones. */
export function crowd(defs: Defs, people: readonly Person[]): string {
  return [...people]
    .sort((a, b) => a.y - b.y)
    .map((p) => person(defs, p))
    .join('')
}

export const uniform = {
  boy: (): Outfit => ({
    top: '#f4f7fb',
    sleeves: 'short',
    bottom: 'trousers',
    bottomColor: '#1e3a6b',
    tie: '#c9962b',
    shoes: '#2a2220',
    socks: '#1e3a6b',
  }),
  girl: (rng: Random): Outfit => ({
    top: '#f4f7fb',
    sleeves: 'short',
    bottom: 'skirt',
    bottomColor: '#1e3a6b',
    tie: '#c9962b',
    shoes: '#2a2220',
    socks: rng.chance(0.5) ? '#f4f7fb' : '#1e3a6b',
  }),
}

export const houseColours = ['#d64545', '#2f6fd0', '#2e9e5b', '#e9b533'] as const

export function sportsKit(rng: Random, colour?: string): Outfit {
  return {
    top: colour ?? rng.pick(houseColours),
    sleeves: 'short',
    bottom: 'shorts',
    bottomColor: '#f4f4f4',
    shoes: '#f5f5f5',
    socks: '#ffffff',
  }
}

export function teacherOutfit(rng: Random, female: boolean): Outfit {
  if (female) {
    const saree = rng.pick(['#c2410c', '#0f766e', '#7c3aed', '#be185d', '#b45309', '#1d4ed8'])
    return {
      top: lighten(saree, 0.1),
      sleeves: 'short',
      bottom: 'long-skirt',
      bottomColor: saree,
      sash: darken(saree, 0.15),
      shoes: '#5b3a29',
    }
  }
  return {
    top: rng.pick(['#e8eef6', '#f3ead9', '#dfe9e1', '#f1e4e4']),
    sleeves: 'long',
    bottom: 'trousers',
    bottomColor: rng.pick(['#3b3f4a', '#4a3b2f', '#2d3a4f']),
    shoes: '#2a2220',
  }
}

/** Random student or teacher helpers share one shape so scenes stay short. */
export function student(
  rng: Random,
  x: number,
  y: number,
  scale: number,
  pose: Pose,
  overrides: Partial<Person> = {},
): Person {
  const girl = rng.chance(0.5)
  return {
    x,
    y,
    scale,
    skin: rng.pick(skinTones),
    hair: rng.pick(hairColors),
    hairStyle: girl
      ? rng.pick(['long', 'bob', 'braids', 'ponytail', 'bun'] as const)
      : rng.pick(['short', 'spiky', 'short'] as const),
    outfit: girl ? uniform.girl(rng) : uniform.boy(),
    pose,
    ...overrides,
  }
}

export function teacher(
  rng: Random,
  x: number,
  y: number,
  scale: number,
  pose: Pose,
  overrides: Partial<Person> = {},
): Person {
  const female = rng.chance(0.6)
  return {
    x,
    y,
    scale,
    skin: rng.pick(skinTones),
    hair: rng.pick(hairColors),
    hairStyle: female ? rng.pick(['bun', 'long', 'bob'] as const) : 'short',
    outfit: teacherOutfit(rng, female),
    pose,
    glasses: rng.chance(0.4),
    ...overrides,
  }
}
