// The demo illustrations: same seed, same bytes; every scene a real picture, not a flat box.
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { createRandom, drawScene, renderJpegWithThumbnail, renderPng, sceneNames } from '../../prisma/seed/drawing'

/** Distinct colours (quantised to 5 bits a channel, so JPEG noise does not count) and the commonest one's share. */
async function colourStats(image: Uint8Array) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const tally = new Map<number, number>()
  for (let i = 0; i < data.length; i += info.channels) {
    const key = ((data[i]! >> 3) << 10) | ((data[i + 1]! >> 3) << 5) | (data[i + 2]! >> 3)
    tally.set(key, (tally.get(key) ?? 0) + 1)
  }
  return { distinct: tally.size, topShare: Math.max(...tally.values()) / (info.width * info.height) }
}

describe('createRandom', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const a = createRandom('sports-day-1')
    const b = createRandom('sports-day-1')
    const c = createRandom('sports-day-2')
    const seqA = Array.from({ length: 5 }, () => a.next())
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA)
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA)
    for (const value of seqA) expect(value).toBeGreaterThanOrEqual(0)
    for (const value of seqA) expect(value).toBeLessThan(1)
  })
})

describe('drawScene', () => {
  it('gives the same markup for the same seed and different markup for another seed', () => {
    expect(drawScene('football', 'a')).toBe(drawScene('football', 'a'))
    expect(drawScene('football', 'a')).not.toBe(drawScene('football', 'b'))
  })

  it('frames a varied shot differently from the wide one, the same way every time', () => {
    const wide = drawScene('library', 'a')
    const varied = drawScene('library', 'a', { shot: 'varied' })
    expect(varied).not.toBe(wide)
    expect(varied).toBe(drawScene('library', 'a', { shot: 'varied' }))
    expect(varied).toMatch(/scale\(1\.[0-4]\d?\)/)
  })

  it('has no text in the pictures', () => {
    for (const name of sceneNames) expect(drawScene(name, 'x')).not.toMatch(/<text/)
  })
})

describe('rendering', () => {
  it('renders the same PNG bytes twice', async () => {
    const svg = drawScene('students-and-teachers', 'students-and-teachers')
    const first = await renderPng(svg, 800, 500)
    const second = await renderPng(svg, 800, 500)
    expect(Buffer.from(first.body).equals(Buffer.from(second.body))).toBe(true)
    expect([...first.body.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47])
    expect(await sharp(first.body).metadata()).toMatchObject({ format: 'png', width: 800, height: 500 })
  })

  it.each(sceneNames)('draws %s as a busy, many-coloured picture', async (name) => {
    const image = await renderPng(drawScene(name, 'unit'), 400, 250)
    const { distinct, topShare } = await colourStats(image.body)
    expect(distinct).toBeGreaterThan(400)
    expect(topShare).toBeLessThan(0.3)
  })

  it('makes a 3:2 JPEG and a 480 px thumbnail from one scene, the same bytes each time', async () => {
    const svg = drawScene('library', 'unit')
    const a = await renderJpegWithThumbnail(svg, 1600, 1067, 480)
    const b = await renderJpegWithThumbnail(svg, 1600, 1067, 480)
    expect(a.full).toMatchObject({ width: 1600, height: 1067, contentType: 'image/jpeg' })
    expect(a.thumbnail).toMatchObject({ width: 480, height: 320, contentType: 'image/jpeg' })
    expect([...a.full.body.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    expect(Buffer.from(a.full.body).equals(Buffer.from(b.full.body))).toBe(true)
    expect(Buffer.from(a.thumbnail.body).equals(Buffer.from(b.thumbnail.body))).toBe(true)
    expect((await colourStats(a.thumbnail.body)).distinct).toBeGreaterThan(150)
  })
})
