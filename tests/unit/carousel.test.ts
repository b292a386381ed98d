import { describe, expect, it } from 'vitest'
import { canAutoAdvance, carouselReducer, initialCarouselState, wrapIndex } from '~/shared/carousel'

describe('carousel navigation', () => {
  it('wraps at both ends', () => {
    let state = initialCarouselState(3)
    state = carouselReducer(state, { type: 'previous' })
    expect(state.index).toBe(2)
    state = carouselReducer(state, { type: 'next' })
    expect(state.index).toBe(0)
    state = carouselReducer(state, { type: 'next' })
    state = carouselReducer(state, { type: 'next' })
    state = carouselReducer(state, { type: 'next' })
    expect(state.index).toBe(0)
  })

  it('jumps to a slide from a dot, within range', () => {
    const state = initialCarouselState(4)
    expect(carouselReducer(state, { type: 'goTo', index: 2 }).index).toBe(2)
    expect(carouselReducer(state, { type: 'goTo', index: 5 }).index).toBe(1)
    expect(wrapIndex(-1, 4)).toBe(3)
    expect(wrapIndex(3, 0)).toBe(0)
  })

  it('stays on slide 0 with no images', () => {
    const empty = initialCarouselState(0)
    expect(carouselReducer(empty, { type: 'next' }).index).toBe(0)
    expect(carouselReducer(empty, { type: 'previous' }).index).toBe(0)
  })
})

describe('per-image load state', () => {
  it('starts loading and records loaded or failed per image', () => {
    let state = initialCarouselState(3)
    expect(state.statuses).toEqual(['loading', 'loading', 'loading'])
    state = carouselReducer(state, { type: 'loaded', index: 0 })
    state = carouselReducer(state, { type: 'failed', index: 2 })
    expect(state.statuses).toEqual(['loaded', 'loading', 'failed'])
  })

  it('ignores reports for slides that do not exist and keeps identity when nothing changes', () => {
    const state = carouselReducer(initialCarouselState(2), { type: 'loaded', index: 0 })
    expect(carouselReducer(state, { type: 'loaded', index: 7 })).toBe(state)
    expect(carouselReducer(state, { type: 'loaded', index: 0 })).toBe(state)
  })

  it('starts over when the images change', () => {
    const state = carouselReducer(carouselReducer(initialCarouselState(2), { type: 'next' }), {
      type: 'reset',
      count: 4,
    })
    expect(state).toEqual({ index: 0, statuses: ['loading', 'loading', 'loading', 'loading'] })
  })
})

describe('auto-advance', () => {
  const base = { enabled: true, count: 3, inView: true, paused: false, reducedMotion: false }

  it('runs when enabled, with more than one image, in view and not paused', () => {
    expect(canAutoAdvance(base)).toBe(true)
  })

  it.each([
    ['disabled', { enabled: false }],
    ['a single image', { count: 1 }],
    ['no images', { count: 0 }],
    ['out of view', { inView: false }],
    ['paused', { paused: true }],
    ['reduced motion', { reducedMotion: true }],
  ])('stops when %s', (_label, change) => {
    expect(canAutoAdvance({ ...base, ...change })).toBe(false)
  })
})
