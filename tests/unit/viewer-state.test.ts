import { describe, expect, it } from 'vitest'
import {
  clampZoom,
  initialViewerState,
  viewerReducer,
  wrapIndex,
  type ViewerAction,
  type ViewerState,
} from '~/shared/viewer-state'

function run(state: ViewerState, ...actions: ViewerAction[]): ViewerState {
  return actions.reduce(viewerReducer, state)
}

describe('zoom', () => {
  it('steps by 0.25 between 0.5 and 3', () => {
    const start = initialViewerState(0, 3)
    expect(start.zoom).toBe(1)
    expect(run(start, { type: 'zoomIn' }).zoom).toBe(1.25)
    expect(run(start, { type: 'zoomOut' }).zoom).toBe(0.75)
    const zoomIns = Array.from({ length: 20 }, (): ViewerAction => ({ type: 'zoomIn' }))
    expect(run(start, ...zoomIns).zoom).toBe(3)
    const zoomOuts = Array.from({ length: 20 }, (): ViewerAction => ({ type: 'zoomOut' }))
    expect(run(start, ...zoomOuts).zoom).toBe(0.5)
  })

  it('snaps odd values to the grid and the limits', () => {
    expect(clampZoom(1.1)).toBe(1)
    expect(clampZoom(1.2)).toBe(1.25)
    expect(clampZoom(10)).toBe(3)
    expect(clampZoom(0.1)).toBe(0.5)
  })
})

describe('rotation', () => {
  it('turns 90 degrees at a time, modulo 360', () => {
    const start = initialViewerState(0, 2)
    expect(run(start, { type: 'rotate' }).rotation).toBe(90)
    expect(run(start, { type: 'rotate' }, { type: 'rotate' }, { type: 'rotate' }).rotation).toBe(270)
    expect(run(start, { type: 'rotate' }, { type: 'rotate' }, { type: 'rotate' }, { type: 'rotate' }).rotation).toBe(0)
  })
})

describe('navigation', () => {
  it('wraps at both ends', () => {
    const last = run(initialViewerState(0, 4), { type: 'previous' })
    expect(last.index).toBe(3)
    expect(run(last, { type: 'next' }).index).toBe(0)
    expect(run(initialViewerState(2, 4), { type: 'goTo', index: 9 }).index).toBe(1)
  })

  it('resets zoom and rotation when the image changes', () => {
    const adjusted = run(initialViewerState(1, 4), { type: 'zoomIn' }, { type: 'zoomIn' }, { type: 'rotate' })
    expect(adjusted).toMatchObject({ zoom: 1.5, rotation: 90 })
    expect(run(adjusted, { type: 'next' })).toMatchObject({ index: 2, zoom: 1, rotation: 0 })
    expect(run(adjusted, { type: 'previous' })).toMatchObject({ index: 0, zoom: 1, rotation: 0 })
    expect(run(adjusted, { type: 'resetView' })).toMatchObject({ index: 1, zoom: 1, rotation: 0 })
  })

  it('keeps zoom and rotation when the image stays the same', () => {
    const single = run(initialViewerState(0, 1), { type: 'zoomIn' }, { type: 'rotate' }, { type: 'next' })
    expect(single).toMatchObject({ index: 0, zoom: 1.25, rotation: 90 })
  })

  it('starts inside the list whatever index it is given', () => {
    expect(initialViewerState(5, 3).index).toBe(2)
    expect(initialViewerState(-1, 3).index).toBe(2)
    expect(initialViewerState(4, 0).index).toBe(0)
    expect(wrapIndex(-7, 3)).toBe(2)
  })
})

describe('slideshow', () => {
  it('advances on a tick only while playing, wrapping to the first image', () => {
    const paused = initialViewerState(2, 3)
    expect(run(paused, { type: 'tick' }).index).toBe(2)
    const playing = run(paused, { type: 'toggleSlideshow' })
    expect(playing.playing).toBe(true)
    expect(run(playing, { type: 'tick' })).toMatchObject({ index: 0, playing: true })
    expect(run(playing, { type: 'toggleSlideshow' }).playing).toBe(false)
    expect(run(playing, { type: 'stopSlideshow' }, { type: 'tick' })).toMatchObject({ index: 2, playing: false })
  })

  it('does not play a single image', () => {
    expect(run(initialViewerState(0, 1), { type: 'toggleSlideshow' }).playing).toBe(false)
  })

  it('keeps the index valid when the list shrinks', () => {
    const state = run(initialViewerState(4, 5), { type: 'toggleSlideshow' }, { type: 'setCount', count: 2 })
    expect(state).toMatchObject({ index: 1, count: 2, playing: true })
    expect(run(state, { type: 'setCount', count: 1 }).playing).toBe(false)
  })
})
