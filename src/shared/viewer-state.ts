// The image viewer's state: zoom 0.5 to 3 in 0.25 steps, rotation in 90-degree
// steps modulo 360, both reset when the image changes; navigation and the slideshow wrap at both ends.
import { viewer } from '#app-config'

export type ViewerState = {
  index: number
  count: number
  zoom: number
  rotation: number
  playing: boolean
}

export type ViewerAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; index: number }
  | { type: 'zoomIn' }
  | { type: 'zoomOut' }
  | { type: 'rotate' }
  | { type: 'resetView' }
  | { type: 'toggleSlideshow' }
  | { type: 'stopSlideshow' }
  /** The slideshow timer fired: advance only while playing. */
  | { type: 'tick' }
  /** The list changed under the viewer (e.g. a refresh): keep the index inside it. */
  | { type: 'setCount'; count: number }

export const initialZoom = 1

export function initialViewerState(index: number, count: number): ViewerState {
  const safeCount = Math.max(0, Math.floor(count))
  return { index: wrapIndex(index, safeCount), count: safeCount, zoom: initialZoom, rotation: 0, playing: false }
}

/** `index` folded into 0..count-1, so -1 is the last item and count is the first. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0
  return ((Math.trunc(index) % count) + count) % count
}

export function clampZoom(zoom: number): number {
  const stepped = Math.round(zoom / viewer.zoomStep) * viewer.zoomStep
  return Math.min(viewer.zoomMax, Math.max(viewer.zoomMin, stepped))
}

// Moving to another image resets zoom and rotation; staying put (one image, or the same index) keeps them.
function show(state: ViewerState, index: number): ViewerState {
  const next = wrapIndex(index, state.count)
  if (next === state.index) return state
  return { ...state, index: next, zoom: initialZoom, rotation: 0 }
}

export function viewerReducer(state: ViewerState, action: ViewerAction): ViewerState {
  switch (action.type) {
    case 'next':
      return show(state, state.index + 1)
    case 'previous':
      return show(state, state.index - 1)
    case 'goTo':
      return show(state, action.index)
    case 'tick':
      return state.playing ? show(state, state.index + 1) : state
    case 'zoomIn':
      return { ...state, zoom: clampZoom(state.zoom + viewer.zoomStep) }
    case 'zoomOut':
      return { ...state, zoom: clampZoom(state.zoom - viewer.zoomStep) }
    case 'rotate':
      return { ...state, rotation: (state.rotation + viewer.rotateStep) % 360 }
    case 'resetView':
      return { ...state, zoom: initialZoom, rotation: 0 }
    case 'toggleSlideshow':
      // A slideshow of one image has nothing to show.
      return { ...state, playing: state.count > 1 ? !state.playing : false }
    case 'stopSlideshow':
      return state.playing ? { ...state, playing: false } : state
    case 'setCount': {
      const count = Math.max(0, Math.floor(action.count))
      const index = Math.min(state.index, Math.max(0, count - 1))
      return { ...state, count, index, playing: count > 1 && state.playing }
    }
  }
}
