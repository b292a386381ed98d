// The image carousel's state: which slide shows, each image's load state, and
// when it may advance by itself. Pure, so the component stays thin and the rules are unit-tested.

export type ImageStatus = 'loading' | 'loaded' | 'failed'

export type CarouselState = {
  index: number
  /** One entry per slide. */
  statuses: ImageStatus[]
}

export type CarouselAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; index: number }
  | { type: 'loaded'; index: number }
  | { type: 'failed'; index: number }
  | { type: 'reset'; count: number }

/** `index` moved into 0..count-1, wrapping at both ends; 0 when there are no slides. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((index % count) + count) % count
}

export function initialCarouselState(count: number): CarouselState {
  return { index: 0, statuses: Array.from({ length: count }, () => 'loading' as const) }
}

function withStatus(state: CarouselState, index: number, status: ImageStatus): CarouselState {
  if (index < 0 || index >= state.statuses.length || state.statuses[index] === status) return state
  const statuses = state.statuses.slice()
  statuses[index] = status
  return { ...state, statuses }
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  const count = state.statuses.length
  switch (action.type) {
    case 'next':
      return { ...state, index: wrapIndex(state.index + 1, count) }
    case 'previous':
      return { ...state, index: wrapIndex(state.index - 1, count) }
    case 'goTo':
      return { ...state, index: wrapIndex(action.index, count) }
    case 'loaded':
      return withStatus(state, action.index, 'loaded')
    case 'failed':
      return withStatus(state, action.index, 'failed')
    case 'reset':
      return initialCarouselState(action.count)
  }
}

export type AutoAdvanceConditions = {
  /** The autoPlay option: it advances only when enabled. */
  enabled: boolean
  count: number
  /** At least 10% of the carousel is on screen (the 0.1 threshold). */
  inView: boolean
  /** The visitor paused it, or is pointing at or focused inside it. */
  paused: boolean
  /** prefers-reduced-motion: slides change only when the visitor asks. */
  reducedMotion: boolean
}

/** The carousel advances by itself only when enabled, with more than one image, in view and not paused. */
export function canAutoAdvance({ enabled, count, inView, paused, reducedMotion }: AutoAdvanceConditions): boolean {
  return enabled && count > 1 && inView && !paused && !reducedMotion
}
