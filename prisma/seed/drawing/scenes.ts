/** School-life illustrations drawn on a 1600 x 1000 canvas, one function per scene. */
import { createRandom } from './random'
import { Defs, darken, lighten, n, n2 } from './svg'
import {
  H,
  W,
  type Ctx,
  type SkyName,
  bamboo,
  bunting,
  clouds,
  flagPole,
  ground,
  hillRanges,
  morung,
  pineTree,
  roundTree,
  schoolBuilding,
  skies,
  sky,
  stars,
  stringLights,
  sun,
  terraces,
} from './scenery'
import { bookshelf, ceilingFan, chalkboard, kidsDrawing, pottedPlant, room, table, windowView } from './interiors'
import {
  type Outfit,
  type Person,
  type Pose,
  crowd,
  hairColors,
  houseColours,
  skinTones,
  sportsKit,
  student,
  teacher,
  teacherOutfit,
} from './people'

type SceneFn = (ctx: Ctx) => string

function daySky(ctx: Ctx, name: SkyName, horizon = 640): string {
  const palette = skies[name]
  const sunX = ctx.rng.range(1150, 1450)
  return (
    sky(ctx, palette, horizon) +
    sun(ctx, sunX, ctx.rng.range(130, 220), 52, palette.sun) +
    clouds(ctx, ctx.rng.int(3, 5), 70, 260)
  )
}

function hills(ctx: Ctx, name: SkyName, base = 560): string {
  return hillRanges(ctx, skies[name], [
    { y: base - 40, amp: 190, color: '#5f8fa8' },
    { y: base + 40, amp: 150, color: '#4f8a6a' },
    { y: base + 110, amp: 90, color: '#4a8a4e' },
  ])
}

function flowerBed(ctx: Ctx, x1: number, x2: number, y: number): string {
  let out = `<rect x="${n(x1)}" y="${n(y - 14)}" width="${n(x2 - x1)}" height="28" rx="14" fill="#4d7f3a"/>`
  for (let x = x1 + 10; x < x2 - 6; x += ctx.rng.range(14, 22)) {
    const color = ctx.rng.pick(['#f4a300', '#e9583f', '#f7d046', '#e86aa0', '#ffffff'])
    out += `<circle cx="${n(x)}" cy="${n(y - 10 + ctx.rng.range(-6, 6))}" r="${n(ctx.rng.range(5, 8))}" fill="${color}"/>`
  }
  return out
}

function grassTufts(ctx: Ctx, y1: number, y2: number, color: string, count: number): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = ctx.rng.range(0, W)
    const y = ctx.rng.range(y1, y2)
    const s = 0.6 + ((y - y1) / Math.max(1, y2 - y1)) * 0.8
    out += `<path d="M${n(x - 8 * s)},${n(y)} q${n(2 * s)},${n(-14 * s)} ${n(-2 * s)},${n(-22 * s)} q${n(8 * s)},${n(10 * s)} ${n(8 * s)},${n(22 * s)} q${n(2 * s)},${n(-16 * s)} ${n(10 * s)},${n(-20 * s)} q${n(-4 * s)},${n(10 * s)} ${n(0)},${n(20 * s)} Z" fill="${color}"/>`
  }
  return out
}

function book(color: string): string {
  return `<rect x="-16" y="-22" width="32" height="40" rx="3" fill="${color}"/><rect x="-12" y="-18" width="4" height="32" fill="${lighten(color, 0.5)}"/>`
}

function openBook(color: string): string {
  return `<path d="M-30,-4 Q-15,-12 0,-4 Q15,-12 30,-4 L30,14 Q15,6 0,14 Q-15,6 -30,14 Z" fill="#fffaf0" stroke="${color}" stroke-width="3"/><path d="M0,-4 v18" stroke="${color}" stroke-width="2"/>`
}

/** A young tree in a small mound of fresh soil. */
function sapling(x: number, y: number, s: number): string {
  return (
    `<g transform="translate(${n(x)},${n(y)}) scale(${n2(s)})">` +
    `<ellipse cx="0" cy="0" rx="36" ry="10" fill="#6b4226"/>` +
    `<path d="M0,0 v-62" stroke="#5f7d2d" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M0,-30 q-26,-4 -32,-22 q22,0 32,22 M0,-44 q24,-6 30,-26 q-22,2 -30,26 M0,-60 q-10,-18 0,-30 q10,12 0,30" fill="#5fae45"/>` +
    `</g>`
  )
}

function wateringCan(): string {
  return (
    `<g transform="translate(6,4)">` +
    `<rect x="-6" y="-14" width="44" height="30" rx="6" fill="#2f8fc9"/>` +
    `<path d="M38,-6 L66,-26" stroke="#2f8fc9" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M4,-14 Q16,-34 28,-14" stroke="#22709e" stroke-width="5" fill="none"/>` +
    `<path d="M70,-24 q14,14 8,40 M74,-28 q20,12 18,40 M66,-22 q6,16 -2,36" stroke="#7cc7f2" stroke-width="3" stroke-dasharray="4 7" stroke-linecap="round" fill="none"/>` +
    `</g>`
  )
}

function spade(): string {
  return `<path d="M0,-60 L0,40" stroke="#8a5a35" stroke-width="6" stroke-linecap="round"/><path d="M-12,36 L12,36 L10,66 Q0,76 -10,66 Z" fill="#9aa3ad"/>`
}

function spear(): string {
  return `<path d="M0,-150 L0,120" stroke="#6b4529" stroke-width="5" stroke-linecap="round"/><path d="M0,-190 L9,-150 L0,-140 L-9,-150 Z" fill="#c7cdd4"/><path d="M-6,-140 q6,20 0,40 q10,-20 12,0 q0,-30 -12,-40" fill="#c0262d"/>`
}

function brush(color: string): string {
  return `<path d="M0,0 L18,-26" stroke="#c9962b" stroke-width="4" stroke-linecap="round"/><circle cx="20" cy="-29" r="4" fill="${color}"/>`
}

function candle(ctx: Ctx): string {
  const glow = ctx.defs.radial([
    [0, '#ffd27a', 0.9],
    [1, '#ffd27a', 0],
  ])
  return `<circle cx="0" cy="-34" r="34" fill="url(#${glow})"/><rect x="-5" y="-22" width="10" height="26" rx="2" fill="#fff8e6"/><path d="M0,-38 q6,8 0,14 q-6,-6 0,-14" fill="#ffb02e"/>`
}

/** Students and teachers in front of the school, the tricolour flying. */
const studentsAndTeachers: SceneFn = (ctx) => {
  const { rng, defs } = ctx
  let out = daySky(ctx, 'morning') + hills(ctx, 'morning', 540)
  out += ground(ctx, 690, '#9ccc6a', '#5f9e45')
  out += schoolBuilding(ctx, 800, 700, 0.88)
  out += roundTree(150, 720, 190, '#4f9a4a') + roundTree(1490, 715, 170, '#5aa352') + pineTree(300, 700, 150, '#3f7d4a')
  out += flagPole(1370, 712, 330, 1)
  out += flowerBed(ctx, 330, 700, 712) + flowerBed(ctx, 900, 1270, 712)
  out += `<path d="M730,700 L870,700 L1060,${H + 10} L540,${H + 10} Z" fill="#e9dcc0"/>`
  out += grassTufts(ctx, 740, 990, '#6fae4c', 40)
  const people: Person[] = []
  for (const x of [250, 400, 540, 1060, 1200, 1340]) {
    people.push(
      student(
        rng,
        x + rng.range(-20, 20),
        860 + rng.range(-10, 10),
        rng.range(1.05, 1.15),
        rng.pick(['stand', 'wave', 'stand', 'hips'] as const),
      ),
    )
  }
  people.push(teacher(rng, 700, 905, 1.45, 'wave', { outfit: teacherOutfit(rng, true), hairStyle: 'bun' }))
  people.push(
    teacher(rng, 900, 900, 1.45, 'hold', {
      hairStyle: 'short',
      outfit: teacherOutfit(rng, false),
      prop: book('#1e3a6b'),
    }),
  )
  for (const x of [140, 330, 520, 1090, 1280, 1470]) {
    people.push(
      student(
        rng,
        x + rng.range(-20, 20),
        975 + rng.range(-8, 8),
        rng.range(1.2, 1.32),
        rng.pick(['stand', 'cheer', 'wave', 'hold'] as const),
      ),
    )
  }
  return out + crowd(defs, people)
}

/** A morning assembly: rows of students saluting the flag in front of the school. */
const assembly: SceneFn = (ctx) => {
  const { rng, defs } = ctx
  let out = daySky(ctx, rng.pick(['morning', 'noon'] as const)) + hills(ctx, 'morning', 520)
  out += ground(ctx, 640, '#a8d078', '#6aa64b')
  out += schoolBuilding(ctx, 620, 650, 0.7)
  out += roundTree(1250, 660, 150, '#4f9a4a') + roundTree(1480, 670, 170, '#5aa352')
  out += bunting(-20, 330, 1140, 360, 60, ['#f28c28', '#ffffff', '#12883a'], 22)
  out += flagPole(1120, 700, 420, 1.2)
  out += `<rect x="1040" y="690" width="170" height="24" fill="#d9cbb0"/>`
  const people: Person[] = []
  for (let row = 0; row < 4; row++) {
    const y = 760 + row * 70
    const scale = 0.8 + row * 0.16
    for (let i = 0; i < 9; i++) {
      const x = 90 + i * (110 + row * 8) + (row % 2) * 40 + rng.range(-8, 8)
      if (x > 1000 && x < 1240 && row < 2) continue
      people.push(student(rng, x, y, scale, 'salute'))
    }
  }
  people.push(teacher(rng, 1180, 760, 1.1, 'salute'))
  return out + crowd(defs, people)
}

/** Children planting saplings on the school grounds. */
const planting: SceneFn = (ctx) => {
  const { rng, defs } = ctx
  let out = daySky(ctx, rng.pick(['morning', 'golden'] as const), 620) + hills(ctx, 'morning', 520)
  out += ground(ctx, 640, '#a5cf6e', '#6a9f45')
  out += bamboo(ctx, 90, 700, 360) + bamboo(ctx, 1520, 690, 330)
  out += roundTree(260, 660, 140, '#4f9a4a') + pineTree(1330, 660, 130, '#3f7d4a')
  out += `<path d="M-50,760 Q800,700 1650,760 L1650,860 Q800,800 -50,860 Z" fill="#8a5a35" opacity="0.85"/>`
  out += `<path d="M-50,880 Q800,820 1650,880 L1650,960 Q800,900 -50,960 Z" fill="#7a4e2e" opacity="0.8"/>`
  for (let i = 0; i < 9; i++)
    out += sapling(120 + i * 170 + rng.range(-20, 20), 786 + rng.range(-4, 4) - Math.sin((i / 8) * Math.PI) * 34, 0.9)
  const people: Person[] = []
  const kids: Array<[number, number, Pose, string?]> = [
    [260, 900, 'crouch'],
    [520, 870, 'hold', 'can'],
    [760, 905, 'crouch'],
    [1010, 880, 'hold', 'spade'],
    [1230, 905, 'crouch'],
    [1440, 880, 'cheer'],
  ]
  for (const [x, y, pose, tool] of kids) {
    const prop = tool === 'can' ? wateringCan() : tool === 'spade' ? spade() : undefined
    people.push(
      student(rng, x + rng.range(-15, 15), y, rng.range(1.1, 1.25), pose, {
        outfit: { ...sportsKit(rng), bottom: 'trousers', bottomColor: '#1e3a6b', shoes: '#2a2220' },
        prop,
      }),
    )
  }
  people.push(teacher(rng, 650, 780, 1.15, 'point'))
  out += crowd(defs, people)
  for (const [x, y, pose] of kids) if (pose === 'crouch') out += sapling(x + 46, y + 10, 1.1)
  return out
}

/** A cultural evening: a lit stage with red curtains, dancers and the audience in silhouette. */
const stage: SceneFn = (ctx) => {
  const { rng, defs } = ctx
  const night = defs.linear([
    [0, '#140f33'],
    [1, '#3b1f52'],
  ])
  let out = `<rect x="-100" y="-100" width="${W + 200}" height="${H + 200}" fill="url(#${night})"/>`
  const curtainHue = rng.pick(['#a3182f', '#7a1f5c', '#1d3f8a'])
  for (let x = 120; x < 1480; x += 40) {
    out += `<rect x="${x}" y="90" width="40" height="560" fill="${(x / 40) % 2 ? curtainHue : darken(curtainHue, 0.18)}"/>`
  }
  const shade = defs.linear([
    [0, '#000000', 0.45],
    [0.5, '#000000', 0],
  ])
  out += `<rect x="120" y="90" width="1360" height="560" fill="url(#${shade})"/>`
  out += `<path d="M100,80 H1500 V150 ${Array.from({ length: 14 }, (_, i) => `Q${1500 - i * 100 - 50},205 ${1500 - (i + 1) * 100},150`).join(' ')} Z" fill="${darken(curtainHue, 0.1)}"/>`
  out += `<path d="M100,150 ${Array.from({ length: 14 }, (_, i) => `Q${100 + i * 100 + 50},205 ${100 + (i + 1) * 100},150`).join(' ')}" stroke="#e3b341" stroke-width="6" fill="none"/>`
  for (const side of [-1, 1]) {
    const x0 = side < 0 ? 80 : 1520
    out += `<path d="M${x0},60 L${x0 + side * -260},60 Q${x0 + side * -170},360 ${x0 + side * -60},420 Q${x0 + side * -120},560 ${x0 + side * -40},680 L${x0},680 Z" fill="${darken(curtainHue, 0.05)}"/>`
    out += `<circle cx="${x0 + side * -70}" cy="420" r="12" fill="#e3b341"/>`
  }
  const floor = defs.linear([
    [0, '#8a5530'],
    [1, '#5a341c'],
  ])
  out += `<path d="M60,640 L1540,640 L1600,760 L0,760 Z" fill="url(#${floor})"/><rect x="0" y="760" width="1600" height="40" fill="#2a160c"/>`
  const beamColours = ['#fff3c4', '#ffc6e0', '#bfe3ff', '#fff3c4']
  beamColours.forEach((c, i) => {
    const top = 300 + i * 340
    const target = 280 + i * 350 + rng.range(-40, 40)
    const g = defs.linear([
      [0, c, 0.5],
      [1, c, 0.05],
    ])
    out += `<path d="M${top - 16},-10 L${top + 16},-10 L${target + 150},700 L${target - 150},700 Z" fill="url(#${g})"/>`
    const pool = defs.radial([
      [0, c, 0.55],
      [1, c, 0],
    ])
    out += `<ellipse cx="${n(target)}" cy="700" rx="190" ry="40" fill="url(#${pool})"/>`
  })
  out += stringLights(ctx, 100, 40, 1500, 40, 60, ['#ffd166', '#ff6b9a', '#7bdff2', '#b5f266'], 26)
  const costumes = [
    shawlOutfit(ctx, true),
    shawlOutfit(ctx, false),
    danceOutfit(rng),
    shawlOutfit(ctx, true),
    danceOutfit(rng),
  ]
  const dancers: Person[] = costumes.map((outfit, i) => ({
    x: 330 + i * 235 + rng.range(-20, 20),
    y: 712 + rng.range(-8, 8),
    scale: 1.22,
    skin: rng.pick(skinTones),
    hair: rng.pick(hairColors),
    hairStyle: outfit.headgear === 'naga-feathers' ? 'short' : rng.pick(['bun', 'long', 'braids'] as const),
    outfit,
    pose: rng.pick(['dance', 'cheer', 'dance'] as const),
    flip: rng.chance(0.5),
  }))
  out += crowd(defs, dancers)
  const audience = '#0d0a1f'
  for (let i = 0; i < 14; i++) {
    const x = 40 + i * 118 + rng.range(-20, 20)
    const y = 900 + rng.range(0, 40)
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="34" fill="${audience}"/><rect x="${n(x - 60)}" y="${n(y + 26)}" width="120" height="140" rx="50" fill="${audience}"/>`
    if (rng.chance(0.25))
      out += `<rect x="${n(x + 30)}" y="${n(y - 30)}" width="22" height="36" rx="4" fill="#bfe3ff" opacity="0.9" transform="rotate(-10 ${n(x + 40)} ${n(y - 12)})"/>`
  }
  return out
}

function nagaShawl(ctx: Ctx): string {
  return ctx.rng.pick([
    () =>
      ctx.defs.stripes(
        36,
        [
          [4, 10, '#c1272d'],
          [16, 3, '#f2c230'],
          [22, 8, '#c1272d'],
          [32, 2, '#2e8b57'],
        ],
        '#171717',
      ),
    () =>
      ctx.defs.stripes(
        32,
        [
          [6, 6, '#171717'],
          [14, 2, '#ffffff'],
          [20, 6, '#171717'],
        ],
        '#b8222b',
      ),
    () =>
      ctx.defs.stripes(
        40,
        [
          [6, 12, '#171717'],
          [20, 4, '#c1272d'],
          [28, 6, '#171717'],
        ],
        '#f4efe2',
      ),
  ])()
}

function mekhela(ctx: Ctx): string {
  return ctx.rng.pick([
    () =>
      ctx.defs.stripes(
        30,
        [
          [4, 8, '#c1272d'],
          [16, 2, '#f2c230'],
        ],
        '#151515',
      ),
    () =>
      ctx.defs.stripes(
        26,
        [
          [6, 6, '#151515'],
          [16, 3, '#ffffff'],
        ],
        '#a81f2a',
      ),
    () =>
      ctx.defs.stripes(
        28,
        [
          [6, 8, '#1f4aa8'],
          [18, 3, '#c1272d'],
        ],
        '#151515',
      ),
  ])()
}

/** Naga festival dress: woven shawls, feathered headgear for men, beads and a mekhela for women. */
function shawlOutfit(ctx: Ctx, male: boolean): Outfit {
  if (male) {
    return {
      top: '#1a1a1a',
      sleeves: 'none',
      bottom: 'shorts',
      bottomColor: '#161616',
      shawl: `url(#${nagaShawl(ctx)})`,
      headgear: 'naga-feathers',
      headgearColor: ctx.rng.pick(['#c1272d', '#d4a017']),
      necklace: ['#f4efe2', '#c1272d'],
      shoes: '#3a2618',
    }
  }
  return {
    top: ctx.rng.pick(['#f4efe2', '#171717', '#b8222b']),
    sleeves: 'short',
    bottom: 'long-skirt',
    bottomColor: '#151515',
    bottomFill: `url(#${mekhela(ctx)})`,
    shawl: ctx.rng.chance(0.6) ? `url(#${nagaShawl(ctx)})` : undefined,
    headgear: 'beaded-band',
    headgearColor: ctx.rng.pick(['#c1272d', '#e07a1f']),
    necklace: ['#e07a1f', '#c1272d', '#f2c230'],
    shoes: '#3a2618',
  }
}

function danceOutfit(rng: Ctx['rng']): Outfit {
  const c = rng.pick(['#e2336b', '#f2a31b', '#1aa39a', '#7c4dff'])
  return {
    top: c,
    sleeves: 'short',
    bottom: 'long-skirt',
    bottomColor: darken(c, 0.15),
    sash: '#f2c230',
    necklace: ['#f2c230'],
    shoes: '#3a2618',
  }
}

/** Villagers and students in traditional Naga dress against the hills, a morung behind. */
const traditionalDress: SceneFn = (ctx) => {
  const { rng, defs } = ctx
  let out = daySky(ctx, 'golden', 600)
  out += hillRanges(ctx, skies.golden, [
    { y: 430, amp: 200, color: '#587ea0' },
    { y: 520, amp: 170, color: '#4d7f63' },
    { y: 640, amp: 90, color: '#4f8a48' },
  ])
  out += terraces(ctx, 1150, 560, 700, 5, ['#9dc25a', '#8ab64e', '#b4cf6a'])
  out += ground(ctx, 700, '#c9a36b', '#a27a48')
  out += morung(300, 720, 1.05) + bamboo(ctx, 1500, 720, 380) + bamboo(ctx, 560, 710, 260)
  out += bunting(20, 330, 1580, 350, 90, ['#c1272d', '#171717', '#f4efe2', '#f2c230'], 26)
  const people: Person[] = []
  const xs = [200, 440, 680, 920, 1160, 1400]
  xs.forEach((x, i) => {
    const male = i % 2 === 0
    const outfit = shawlOutfit(ctx, male)
    const withSpear = male && rng.chance(0.6)
    people.push({
      x: x + rng.range(-25, 25),
      y: 920 + rng.range(-30, 30),
      scale: rng.range(1.45, 1.6),
      skin: rng.pick(skinTones),
      hair: rng.pick(hairColors),
      hairStyle: male ? 'short' : rng.pick(['long', 'bun', 'braids'] as const),
      outfit,
      pose: male
        ? withSpear
          ? 'stand'
          : rng.pick(['hold', 'cheer'] as const)
        : rng.pick(['stand', 'wave', 'hips'] as const),
      prop: withSpear ? spear() : undefined,
    })
  })
  return out + crowd(defs, people)
}

/** A line of dancers in festival dress around a log drum, Hornbill-festival style. */
const festivalDance: SceneFn = (ctx) => {
  const { rng, defs } = ctx
  const light = rng.pick(['golden', 'noon'] as const)
  let out = daySky(ctx, light, 600) + hills(ctx, light, 500)
  out += ground(ctx, 660, '#caa571', '#a07747')
  out += morung(1280, 690, 0.9) + morung(260, 680, 0.75, '#a8834a')
  out += `<g transform="translate(800,690)"><path d="M-300,0 Q0,-40 300,0 L290,40 Q0,10 -290,40 Z" fill="#6b4529"/><path d="M-260,6 q40,-16 80,0 t80,0 t80,0 t80,0 t80,0 t80,0" stroke="#3f2817" stroke-width="5" fill="none"/><path d="M300,0 q40,-30 60,-10" stroke="#6b4529" stroke-width="22" stroke-linecap="round" fill="none"/></g>`
  out += bunting(-20, 300, 1620, 320, 80, ['#c1272d', '#171717', '#f4efe2', '#f2c230'], 28)
  const people: Person[] = []
  for (let i = 0; i < 8; i++) {
    const male = i % 2 === 0
    const withSpear = male && rng.chance(0.4)
    people.push({
      x: 120 + i * 195 + rng.range(-15, 15),
      y: 880 + (i % 2) * 40 + rng.range(-10, 10),
      scale: rng.range(1.25, 1.4),
      skin: rng.pick(skinTones),
      hair: rng.pick(hairColors),
      hairStyle: male ? 'short' : rng.pick(['long', 'bun', 'braids'] as const),
      outfit: shawlOutfit(ctx, male),
      pose: withSpear ? 'stand' : rng.pick(['dance', 'cheer', 'dance', 'hold'] as const),
      flip: rng.chance(0.5),
      prop: withSpear ? spear() : undefined,
    })
  }
  return out + crowd(defs, people)
}

/** Sports day: runners on a red track, tents and bunting, hills beyond. */
const sportsDay: SceneFn = (ctx) => {
  const { rng, defs } = ctx
  let out = daySky(ctx, rng.pick(['noon', 'morning'] as const), 560) + hills(ctx, 'noon', 480)
  out += ground(ctx, 580, '#8cc460', '#5f9e45')
  for (let i = 0; i < 4; i++) {
    const x = 120 + i * 380 + rng.range(-20, 20)
    const c = houseColours[i]!
    out += `<path d="M${x},470 L${x + 280},470 L${x + 310},530 L${x - 30},530 Z" fill="${c}"/><path d="M${x - 30},530 ${'q28,22 56.7,0 '.repeat(6).trim()}" fill="${c}"/>`
    for (let k = 0; k < 6; k++)
      out += `<path d="M${x + k * 56},470 L${x - 30 + k * 62},530" stroke="#ffffff" stroke-width="10" opacity="0.7"/>`
    out += `<rect x="${x - 20}" y="530" width="6" height="80" fill="#eee"/><rect x="${x + 294}" y="530" width="6" height="80" fill="#eee"/>`
    for (let k = 0; k < 6; k++) {
      const sx = x + 10 + k * 45
      out += `<circle cx="${sx}" cy="${572 + (k % 2) * 6}" r="13" fill="${rng.pick(skinTones)}"/><rect x="${sx - 15}" y="${584 + (k % 2) * 6}" width="30" height="30" rx="10" fill="${rng.pick(['#f4f7fb', ...houseColours])}"/>`
    }
  }
  out += bunting(-20, 420, 1620, 420, 50, houseColours, 30)
  const track = defs.linear([
    [0, '#d4714a'],
    [1, '#b3532f'],
  ])
  out += `<path d="M-100,650 Q800,600 1700,650 L1700,${H + 100} L-100,${H + 100} Z" fill="url(#${track})"/>`
  for (let i = 0; i <= 6; i++) {
    const y = 660 + i * 58
    out += `<path d="M-100,${y} Q800,${y - 50 + i * 4} 1700,${y}" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.85"/>`
  }
  out += `<path d="M1240,640 L1320,${H + 20}" stroke="#ffffff" stroke-width="10"/>`
  const people: Person[] = []
  for (let lane = 0; lane < 5; lane++) {
    const y = 700 + lane * 60 + 40
    const x = 200 + lane * 60 + rng.range(0, 700)
    people.push(student(rng, x, y, 0.95 + lane * 0.08, 'run', { outfit: sportsKit(rng, houseColours[lane % 4]) }))
  }
  people.push(teacher(rng, 1420, 760, 1.15, 'cheer'))
  return out + crowd(defs, people)
}

/** A football match on the school field with a goal and cheering classmates. */
const football: SceneFn = (ctx) => {
  const { rng, defs } = ctx
  let out = daySky(ctx, rng.pick(['golden', 'noon', 'morning'] as const), 560) + hills(ctx, 'noon', 470)
  out += pineTree(120, 590, 140, '#3f7d4a') + roundTree(1500, 590, 150, '#4f9a4a')
  out += ground(ctx, 580, '#7dbb55', '#4d8f3a')
  for (let i = 0; i < 7; i++) {
    out += `<path d="M${-200 + i * 300},${H + 20} L${60 + i * 230},580 L${170 + i * 230},580 L${-50 + i * 300},${H + 20} Z" fill="#ffffff" opacity="0.06"/>`
  }
  out += `<path d="M-50,700 Q800,660 1650,700" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.85"/><ellipse cx="800" cy="760" rx="260" ry="60" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.7"/>`
  out += `<g stroke="#ffffff" stroke-width="9" fill="none"><path d="M1160,640 V500 H1520 V640"/></g><path d="M1168,508 H1512 V640 H1168 Z" fill="#ffffff" opacity="0.18"/>`
  for (let x = 1180; x < 1520; x += 22)
    out += `<path d="M${x},505 V640" stroke="#ffffff" stroke-width="1.5" opacity="0.5"/>`
  for (let y = 520; y < 640; y += 20)
    out += `<path d="M1165,${y} H1515" stroke="#ffffff" stroke-width="1.5" opacity="0.5"/>`
  for (let i = 0; i < 16; i++) {
    const x = 60 + i * 70 + rng.range(-10, 10)
    if (x > 1120) break
    out += `<circle cx="${n(x)}" cy="${n(560)}" r="11" fill="${rng.pick(skinTones)}"/><rect x="${n(x - 12)}" y="570" width="24" height="26" rx="8" fill="${rng.pick(['#f4f7fb', '#1e3a6b', '#c9962b'])}"/>`
  }
  const team = (i: number) => (i % 2 ? '#d64545' : '#2f6fd0')
  const people: Person[] = []
  const spots: Array<[number, number, Pose]> = [
    [300, 760, 'run'],
    [560, 880, 'kick'],
    [820, 800, 'run'],
    [1040, 930, 'run'],
    [1250, 760, 'cheer'],
    [160, 930, 'cheer'],
  ]
  spots.forEach(([x, y, pose], i) =>
    people.push(
      student(rng, x + rng.range(-30, 30), y, 0.95 + (y - 700) / 400, pose, {
        outfit: sportsKit(rng, team(i)),
        hairStyle: 'short',
      }),
    ),
  )
  const kicker = people[1]!
  out += crowd(defs, people)
  const bx = kicker.x + 80 * kicker.scale
  const by = kicker.y - 40 * kicker.scale
  out += `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(16 * kicker.scale)}" fill="#ffffff" stroke="#222" stroke-width="2"/><path d="M${n(bx - 6)},${n(by - 5)} l6,-4 l6,4 l-2,7 h-8 Z" fill="#222"/>`
  return out
}

/** A science exhibition: tables of models, tri-fold boards and proud presenters. */
const scienceFair: SceneFn = (ctx) => {
  const { rng, defs } = ctx
  let out = room(ctx, '#f1e3c8', 600, '#c79a6b')
  out += windowView(ctx, 120, 130, 260, 240) + windowView(ctx, 1220, 130, 260, 240)
  out += bunting(-20, 60, 1620, 60, 70, ['#e74c3c', '#3498db', '#f1c40f', '#2ecc71'], 28)
  for (let b = 0; b < 3; b++) {
    const x = 470 + b * 240
    const c = rng.pick(['#3b82f6', '#10b981', '#f59e0b', '#ef4444', '#8b5cf6'])
    out += `<rect x="${x}" y="200" width="200" height="220" fill="#ffffff" stroke="${c}" stroke-width="8"/><rect x="${x + 20}" y="222" width="160" height="22" rx="4" fill="${c}"/>`
    for (let k = 0; k < 4; k++) {
      const h = (k + 1) * rng.range(16, 30)
      out += `<rect x="${x + 28 + k * 30}" y="${n(396 - h)}" width="22" height="${n(h)}" fill="${lighten(c, k * 0.15)}"/>`
    }
    out += `<circle cx="${x + 160}" cy="290" r="22" fill="${lighten(c, 0.4)}"/><path d="M${x + 160},290 L${x + 160},268 A22,22 0 0 1 ${x + 181},296 Z" fill="${c}"/>`
  }
  const presenters: Person[] = [
    student(rng, 180, 712, 1.05, 'point'),
    student(rng, 700, 712, 1.05, 'wave'),
    student(rng, 930, 712, 1.05, 'hold', { prop: book('#c0392b') }),
    student(rng, 1170, 712, 1.05, 'point'),
    student(rng, 1480, 712, 1.0, 'stand'),
  ].map((p) => ({ ...p, legs: false }))
  out += crowd(defs, presenters)
  out += table(120, 640, 600, '#8a5a35', '#1e3a6b') + table(880, 640, 600, '#8a5a35', '#0f766e')
  out += `<path d="M250,628 L330,510 L410,628 Z" fill="#8a5a35"/><path d="M310,522 Q330,492 350,522 L342,552 L318,552 Z" fill="#e8582b"/><path d="M320,520 q-10,-30 8,-60 q6,20 14,8 q10,26 -6,52" fill="#f59e0b" opacity="0.85"/>`
  out += `<circle cx="560" cy="560" r="36" fill="#f7b731"/><ellipse cx="560" cy="560" rx="110" ry="30" fill="none" stroke="#5f6b7a" stroke-width="2"/><ellipse cx="560" cy="560" rx="70" ry="18" fill="none" stroke="#5f6b7a" stroke-width="2"/><circle cx="640" cy="572" r="10" fill="#3b82f6"/><circle cx="498" cy="548" r="8" fill="#e74c3c"/><circle cx="454" cy="566" r="12" fill="#d4a373"/><path d="M560,596 V628" stroke="#5f6b7a" stroke-width="6"/>`
  const bulb = defs.radial([
    [0, '#fff59d', 0.95],
    [1, '#fff59d', 0],
  ])
  out += `<rect x="990" y="590" width="140" height="38" rx="6" fill="#2d3748"/><circle cx="1060" cy="560" r="70" fill="url(#${bulb})"/><circle cx="1060" cy="560" r="20" fill="#fff8c4"/><rect x="1052" y="578" width="16" height="14" fill="#9aa3ad"/><path d="M1010,600 h100" stroke="#e53e3e" stroke-width="4"/>`
  out += pottedPlant(1270, 628, 1) + pottedPlant(1340, 628, 0.8)
  out += `<rect x="1390" y="560" width="50" height="68" rx="6" fill="#dbeafe" stroke="#60a5fa" stroke-width="4"/><rect x="1394" y="590" width="42" height="34" fill="#60a5fa" opacity="0.6"/>`
  const visitors: Person[] = [
    teacher(rng, 760, 960, 1.45, 'hold', { prop: book('#1e3a6b') }),
    student(rng, 220, 990, 1.3, 'hips'),
    student(rng, 1350, 985, 1.3, 'point'),
    student(rng, 1040, 970, 1.25, 'stand'),
  ]
  return out + crowd(defs, visitors)
}

/** The library: tall shelves of colourful books, sunlight and readers at a table. */
const library: SceneFn = (ctx) => {
  const { rng, defs } = ctx
  let out = room(ctx, '#efe2c9', 660, '#b9895d')
  out += bookshelf(ctx, 60, 110, 520, 540, 5) + bookshelf(ctx, 1020, 110, 520, 540, 5)
  out += windowView(ctx, 660, 120, 280, 300)
  out += pottedPlant(700, 650, 1.1) + pottedPlant(900, 650, 0.9)
  out += `<g transform="translate(1460,650)"><path d="M-30,0 h60 l-10,-14 h-40 Z" fill="#6b4529"/><path d="M0,-14 v-30" stroke="#6b4529" stroke-width="5"/><circle cx="0" cy="-74" r="32" fill="#4aa3df"/><path d="M-20,-90 q14,6 10,20 q-8,8 4,16 M12,-98 q-6,14 12,18" stroke="#6fbf5a" stroke-width="9" fill="none" stroke-linecap="round"/><ellipse cx="0" cy="-74" rx="36" ry="36" fill="none" stroke="#c9962b" stroke-width="4"/></g>`
  const readers: Person[] = []
  for (const x of [380, 580, 780, 980, 1180])
    readers.push(student(rng, x + rng.range(-15, 15), 890, 1.2, 'read', { legs: false }))
  out += crowd(defs, readers)
  for (const r of readers)
    out += `<g transform="translate(${n(r.x)},${n(r.y - 128 * r.scale)}) scale(1.2)">${openBook(rng.pick(['#c0392b', '#2e86c1', '#27ae60', '#8e44ad']))}</g>`
  out += `<rect x="240" y="800" width="1100" height="30" rx="6" fill="#7a4a2a"/><rect x="270" y="830" width="26" height="160" fill="#5a341c"/><rect x="1284" y="830" width="26" height="160" fill="#5a341c"/><rect x="240" y="830" width="1100" height="40" fill="#6b3f22"/>`
  const lamp = defs.radial([
    [0, '#fff2b3', 0.8],
    [1, '#fff2b3', 0],
  ])
  out += `<circle cx="290" cy="740" r="90" fill="url(#${lamp})"/><path d="M290,800 v-50 M260,760 L320,760 L304,730 L276,730 Z" stroke="#2e7d5b" stroke-width="6" fill="#2e7d5b"/>`
  out += `<rect x="1220" y="770" width="70" height="30" fill="#c0392b"/><rect x="1226" y="748" width="60" height="22" fill="#2e86c1"/><rect x="1232" y="730" width="52" height="18" fill="#f1c40f"/>`
  return out + crowd(defs, [teacher(rng, 1460, 990, 1.45, 'hold', { prop: book('#8e44ad') })])
}

/** An art class: easels, bright paintings, children's drawings on the wall. */
const artClass: SceneFn = (ctx) => {
  const { rng, defs } = ctx
  let out = room(ctx, '#f6e7d0', 620, '#c4a27d')
  for (let i = 0; i < 9; i++)
    out += kidsDrawing(ctx, 80 + i * 170 + rng.range(-10, 10), 110 + (i % 2) * 30 + rng.range(-10, 10), 130, 100)
  out += windowView(ctx, 1260, 290, 240, 220, false)
  out += bunting(-20, 80, 1620, 80, 40, ['#e74c3c', '#3498db', '#f1c40f', '#2ecc71', '#9b59b6'], 30)
  const painters: Person[] = []
  for (const x of [380, 860, 1300]) {
    out += `<path d="M${x - 70},950 L${x},400 L${x + 70},950 M${x},400 V930" stroke="#8a5a35" stroke-width="10" fill="none"/><rect x="${x - 110}" y="440" width="220" height="270" fill="#fffdf6" stroke="#d9c6a5" stroke-width="6"/><rect x="${x - 120}" y="708" width="240" height="12" rx="3" fill="#6b4529"/>`
    const paint = rng.int(0, 2)
    if (paint === 0)
      out += `<circle cx="${x + 40}" cy="500" r="30" fill="#f7c531"/><path d="M${x - 104},660 Q${x - 30},540 ${x + 30},620 T${x + 104},590 V704 H${x - 104} Z" fill="#5fae45"/><path d="M${x - 104},680 Q${x},620 ${x + 104},670 V704 H${x - 104} Z" fill="#3f8f4f"/>`
    else if (paint === 1)
      out += `<rect x="${x - 100}" y="450" width="200" height="150" fill="#8ecae6"/><path d="M${x - 60},600 L${x - 60},540 L${x - 20},510 L${x + 20},540 L${x + 20},600 Z" fill="#e76f51"/><rect x="${x - 50}" y="560" width="22" height="40" fill="#264653"/><circle cx="${x + 60}" cy="630" r="40" fill="#e63946"/><circle cx="${x + 60}" cy="630" r="14" fill="#f4a261"/>`
    else
      out += `<path d="M${x - 100},700 L${x - 20},500 L${x + 40},620 L${x + 80},540 L${x + 104},700 Z" fill="#457b9d"/><path d="M${x - 20},500 L${x - 40},550 L${x},550 Z" fill="#ffffff"/><circle cx="${x - 60}" cy="490" r="22" fill="#f4a261"/>`
    painters.push(
      student(rng, x - 190, 930 + rng.range(-10, 10), 1.3, 'paint', {
        prop: brush(rng.pick(['#e74c3c', '#3498db', '#f1c40f'])),
      }),
    )
  }
  out += crowd(defs, painters)
  out += `<g transform="translate(1480,980)"><rect x="-110" y="-120" width="220" height="20" rx="6" fill="#8a5a35"/><rect x="-96" y="-100" width="14" height="110" fill="#6b4529"/><rect x="82" y="-100" width="14" height="110" fill="#6b4529"/>`
  ;['#e74c3c', '#3498db', '#f1c40f', '#2ecc71'].forEach((c, i) => {
    out += `<rect x="${-96 + i * 50}" y="-166" width="36" height="46" rx="6" fill="#dbeafe" opacity="0.85"/><rect x="${-96 + i * 50}" y="-144" width="36" height="24" fill="${c}" opacity="0.8"/><path d="M${-82 + i * 50},-160 l${6 - i * 3},-50" stroke="#c9962b" stroke-width="4"/>`
  })
  return `${out}</g>`
}

/** A classroom: teacher at the chalkboard, pupils at their desks, hills through the windows. */
const classroom: SceneFn = (ctx) => {
  const { rng, defs } = ctx
  let out = room(ctx, '#e9edd8', 600, '#b58b5e')
  out += chalkboard(ctx, 300, 120, 760, 340)
  out += windowView(ctx, 1180, 140, 300, 280)
  out += ceilingFan(800, 40)
  out += pottedPlant(150, 600, 1.2)
  out += crowd(defs, [teacher(rng, 1110, 640, 1.3, 'point')])
  const desk = (x: number, y: number, s: number) =>
    `<g transform="translate(${n(x)},${n(y)}) scale(${n2(s)})"><rect x="-90" y="0" width="180" height="20" rx="4" fill="#8a5a35"/><rect x="-84" y="20" width="168" height="70" fill="#6b4529"/></g>`
  for (let row = 0; row < 2; row++) {
    const y = 740 + row * 140
    const s = 1 + row * 0.3
    const pupils: Person[] = []
    const count = row === 0 ? 5 : 4
    for (let i = 0; i < count; i++) {
      const x = (W / (count + 1)) * (i + 1) + rng.range(-20, 20)
      pupils.push(
        student(rng, x, y + 60 * s, 0.95 * s, rng.pick(['hold', 'wave', 'read', 'hold', 'stand'] as const), {
          legs: false,
        }),
      )
    }
    out += crowd(defs, pupils)
    for (const p of pupils) out += desk(p.x, y - 10, s)
    for (const p of pupils)
      if (rng.chance(0.5)) out += `<g transform="translate(${n(p.x)},${n(y - 14)})">${openBook('#2e86c1')}</g>`
  }
  return out
}

/** A class outing across grassy hills, backpacks on, teacher leading the way. */
const excursion: SceneFn = (ctx) => {
  const { rng, defs } = ctx
  let out = daySky(ctx, rng.pick(['noon', 'morning'] as const), 560)
  out += hillRanges(ctx, skies.noon, [
    { y: 420, amp: 160, color: '#5d84a8' },
    { y: 520, amp: 160, color: '#5c9a6a' },
    { y: 640, amp: 120, color: '#7fb65a' },
  ])
  out += ground(ctx, 760, '#96c765', '#6aa64b')
  out += `<path d="M1650,640 Q1100,700 900,760 T200,${H + 20} L520,${H + 20} Q900,860 1100,780 T1650,680 Z" fill="#e2cf9f"/>`
  for (let i = 0; i < 50; i++) {
    const x = rng.range(0, W)
    const y = rng.range(700, 990)
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(3 + (y - 700) / 50)}" fill="${rng.pick(['#ffffff', '#f7d046', '#e86aa0', '#c9a0ff'])}"/>`
  }
  const people: Person[] = []
  const path: Array<[number, number]> = [
    [1380, 720],
    [1180, 760],
    [980, 800],
    [800, 850],
    [620, 900],
    [460, 950],
  ]
  path.forEach(([x, y], i) => {
    const pack = rng.pick(['#e74c3c', '#f39c12', '#3498db', '#8e44ad', '#16a085'])
    const base =
      i === 0
        ? teacher(rng, x, y, 0.9, 'point')
        : student(rng, x, y, 0.75 + i * 0.12, rng.pick(['wave', 'stand', 'cheer', 'hold'] as const))
    base.outfit = { ...sportsKit(rng), bottom: 'trousers', bottomColor: '#34394a', shoes: '#3a2618', backpack: pack }
    base.flip = true
    people.push(base)
  })
  return out + crowd(defs, people)
}

/** Christmas carol night: stars, a lit school, carollers with candles. */
const carolNight: SceneFn = (ctx) => {
  const { rng, defs } = ctx
  let out = sky(ctx, skies.night, 700) + stars(ctx, 90, 460)
  out += `<circle cx="1300" cy="140" r="46" fill="#fdf6d8"/><circle cx="1322" cy="126" r="44" fill="${skies.night.top}"/>`
  out += hillRanges(
    ctx,
    skies.night,
    [
      { y: 520, amp: 160, color: '#1f2d55' },
      { y: 600, amp: 120, color: '#1a2a44' },
    ],
    false,
  )
  out += ground(ctx, 700, '#1d3b2e', '#10241b')
  out += schoolBuilding(ctx, 800, 700, 0.75)
  out += `<rect x="-100" y="200" width="1800" height="510" fill="#0b1433" opacity="0.35"/>`
  out += stringLights(ctx, 380, 440, 1220, 440, 40, ['#ffd166', '#ff6b6b', '#7bdff2', '#b5f266'], 30)
  out += `<g transform="translate(800,250)"><path d="M0,-40 L10,-12 L40,-12 L16,6 L26,36 L0,18 L-26,36 L-16,6 L-40,-12 L-10,-12 Z" fill="#ffd166"/></g>`
  out += pineTree(200, 720, 240, '#1f5a3a') + pineTree(1420, 720, 260, '#1f5a3a')
  for (const [x, y] of [
    [200, 520],
    [1420, 500],
  ] as const) {
    for (let k = 0; k < 10; k++)
      out += `<circle cx="${n(x + rng.range(-60, 60))}" cy="${n(y + rng.range(-120, 180))}" r="5" fill="${rng.pick(['#ffd166', '#ff6b6b', '#7bdff2'])}"/>`
  }
  const people: Person[] = []
  for (let i = 0; i < 7; i++) {
    const p = student(rng, 230 + i * 190 + rng.range(-20, 20), 900 + (i % 2) * 50, rng.range(1.2, 1.35), 'hold', {
      prop: candle(ctx),
    })
    p.outfit = { ...p.outfit, top: rng.pick(['#b91c1c', '#f4f7fb', '#166534']), sleeves: 'long' }
    people.push(p)
  }
  out += crowd(defs, people)
  const dim = defs.linear([
    [0, '#000020', 0],
    [1, '#000020', 0.3],
  ])
  return out + `<rect x="-100" y="600" width="1800" height="500" fill="url(#${dim})"/>`
}

export const scenes = {
  'students-and-teachers': studentsAndTeachers,
  assembly,
  planting,
  stage,
  'traditional-dress': traditionalDress,
  'festival-dance': festivalDance,
  'sports-day': sportsDay,
  football,
  'science-fair': scienceFair,
  library,
  'art-class': artClass,
  classroom,
  excursion,
  'carol-night': carolNight,
} satisfies Record<string, SceneFn>

export type SceneName = keyof typeof scenes
export const sceneNames = Object.keys(scenes) as SceneName[]

export interface DrawOptions {
  /** 'varied' frames the scene like a different photo of the same day: closer in, sometimes mirrored. */
  shot?: 'wide' | 'varied'
}

/** Builds the inner SVG markup of a scene; the same name, seed and shot always give the same markup. */
export function drawScene(name: SceneName, seed: string, { shot = 'wide' }: DrawOptions = {}): string {
  const defs = new Defs()
  const rng = createRandom(`${name}:${seed}`)
  const body = scenes[name]({ defs, rng })
  if (shot === 'wide') return defs.toString() + body
  const camera = createRandom(`${name}:${seed}:camera`)
  const zoom = camera.range(1.05, 1.45)
  const spanX = W - W / zoom
  const spanY = H - H / zoom
  // People stand in the lower half, so the frame leans towards it.
  const x0 = camera.range(0, spanX)
  const y0 = camera.range(spanY * 0.45, spanY)
  const mirror = camera.chance(0.5) ? ` translate(${W},0) scale(-1,1)` : ''
  return `${defs.toString()}<g transform="translate(${n(-x0 * zoom)},${n(-y0 * zoom)}) scale(${n2(zoom)})${mirror}">${body}</g>`
}
