import { useCallback, useEffect, useId, useReducer, useRef, useState } from 'react'
import { timing } from '#app-config'
import { cx } from '~/components/ui/cx'
import { ResponsiveImage } from '~/components/ui/ResponsiveImage'
import { canAutoAdvance, carouselReducer, initialCarouselState, wrapIndex, type ImageStatus } from '~/shared/carousel'
import { ChevronLeftIcon, ChevronRightIcon, ImageOffIcon, PauseIcon, PlayIcon } from '~/components/ui/icons'
import type { CarouselImage } from './images'

type ImageCarouselProps = {
  images: readonly CarouselImage[]
  /** Names the carousel for screen readers, e.g. "Life at our school". */
  label: string
  /** Configurable, default 5000 ms. */
  intervalMs?: number
  autoPlay?: boolean
  /** Show each image's caption over it. */
  showCaptions?: boolean
  className?: string
  /** The first image is the page's main picture: fetch it first. */
  priority?: boolean
  /** How wide the carousel is drawn (the <img> sizes attribute): the browser picks the variant from it. */
  sizes?: string
}

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    setReduced(query.matches)
    const onChange = () => setReduced(query.matches)
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])
  return reduced
}

/** True while at least `threshold` of the element is on screen (0.1 by default). */
function useInView<T extends Element>(threshold: number) {
  const ref = useRef<T>(null)
  const [inView, setInView] = useState(true)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)), { threshold })
    observer.observe(element)
    return () => observer.disconnect()
  }, [threshold])
  return [ref, inView] as const
}

/**
 * The carousel: fades (1 s) between images, advances every `intervalMs` while in view, wraps at both ends,
 * with previous/next/dot buttons and a loading, loaded or failed state per image. It also pauses while the visitor
 * points at it or focuses a control, offers a pause button (WCAG 2.2.2) and stays still under reduced motion.
 */
export function ImageCarousel({
  images,
  label,
  intervalMs = timing.carouselIntervalMs,
  autoPlay = true,
  showCaptions = false,
  className,
  priority = false,
  sizes = '(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw',
}: ImageCarouselProps) {
  const [state, dispatch] = useReducer(carouselReducer, images.length, initialCarouselState)
  const [rootRef, inView] = useInView<HTMLDivElement>(timing.carouselInViewThreshold)
  const reducedMotion = usePrefersReducedMotion()
  const [stopped, setStopped] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const slidesId = useId()
  const count = images.length

  // Only the first slide's picture loads with the page. Each later one is fetched half an interval before the carousel
  // moves to it, when it is shown, or at once when the visitor reaches for the carousel (pointer or focus), so a
  // phone spends its first seconds on the page and not on pictures nobody can see yet.
  const [fetched, setFetched] = useState<ReadonlySet<number>>(firstSlideOnly)
  const fetchSlides = useCallback((indices: number[]) => {
    setFetched((current) =>
      indices.every((index) => current.has(index)) ? current : new Set([...current, ...indices]),
    )
  }, [])
  const fetchAll = () => fetchSlides(images.map((_, index) => index))

  const imagesKey = images.map((image) => image.src).join('\n')
  const firstKey = useRef(imagesKey)
  useEffect(() => {
    if (firstKey.current === imagesKey) return
    firstKey.current = imagesKey
    dispatch({ type: 'reset', count })
    setFetched(firstSlideOnly)
  }, [imagesKey, count])

  useEffect(() => fetchSlides([state.index]), [fetchSlides, state.index])

  const running = canAutoAdvance({
    enabled: autoPlay && !stopped,
    count,
    inView,
    paused: hovered || focused,
    reducedMotion,
  })
  useEffect(() => {
    if (!running) return
    // A timeout per slide, so a manual jump gives the new slide its full interval.
    const timer = window.setTimeout(() => dispatch({ type: 'next' }), intervalMs)
    const early = window.setTimeout(() => fetchSlides([wrapIndex(state.index + 1, count)]), intervalMs / 2)
    return () => {
      window.clearTimeout(timer)
      window.clearTimeout(early)
    }
  }, [running, intervalMs, state.index, count, fetchSlides])

  const onStatus = useCallback((index: number, status: Exclude<ImageStatus, 'loading'>) => {
    dispatch({ type: status, index })
  }, [])

  if (count === 0) {
    return (
      <div
        className={cx(
          'flex aspect-[16/10] w-full flex-col items-center justify-center gap-2 rounded-2xl bg-brand-50 text-brand-700',
          className,
        )}
      >
        <ImageOffIcon className="size-8" />
        <p className="font-semibold">No images available</p>
      </div>
    )
  }

  const current = images[state.index]!
  const canMove = count > 1
  const showPause = autoPlay && canMove && !reducedMotion

  return (
    <div
      ref={rootRef}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={cx('group relative isolate overflow-hidden rounded-2xl bg-brand-900 shadow-xl', className)}
      onPointerEnter={fetchAll}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        setFocused(true)
        fetchAll()
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <div id={slidesId} className="relative aspect-[16/10] w-full" aria-live={running ? 'off' : 'polite'}>
        {images.map((image, index) => (
          <Slide
            key={image.src}
            image={image}
            index={index}
            count={count}
            active={index === state.index}
            status={state.statuses[index] ?? 'loading'}
            fetched={fetched.has(index)}
            showCaption={showCaptions}
            priority={priority && index === 0}
            sizes={sizes}
            onStatus={onStatus}
          />
        ))}
      </div>

      {canMove && (
        <>
          <StepButton direction="previous" slidesId={slidesId} onClick={() => dispatch({ type: 'previous' })} />
          <StepButton direction="next" slidesId={slidesId} onClick={() => dispatch({ type: 'next' })} />
          <div className="absolute inset-x-0 bottom-0 z-10 flex items-center justify-center gap-1 bg-gradient-to-t from-brand-950/70 to-transparent px-3 pt-8 pb-2">
            {showPause && (
              <button
                type="button"
                aria-label={stopped ? 'Play slideshow' : 'Pause slideshow'}
                onClick={() => setStopped((value) => !value)}
                className="mr-1 flex size-9 items-center justify-center rounded-full text-white transition hover:bg-white/20 focus-visible:outline-gold-400"
              >
                {stopped ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
              </button>
            )}
            {images.map((image, index) => (
              <button
                key={image.src}
                type="button"
                aria-controls={slidesId}
                aria-label={`Show image ${index + 1} of ${count}`}
                aria-current={index === state.index ? 'true' : undefined}
                onClick={() => dispatch({ type: 'goTo', index })}
                className="group/dot flex size-9 items-center justify-center rounded-full focus-visible:outline-gold-400"
              >
                <span
                  className={cx(
                    'block h-2.5 rounded-full transition-all duration-300',
                    index === state.index ? 'w-7 bg-gold-400' : 'w-2.5 bg-white/70 group-hover/dot:bg-white',
                  )}
                />
              </button>
            ))}
          </div>
        </>
      )}
      <p className="sr-only" aria-live="polite">
        {running ? '' : `Image ${state.index + 1} of ${count}: ${current.alt}`}
      </p>
    </div>
  )
}

const firstSlideOnly = (): ReadonlySet<number> => new Set([0])

type SlideProps = {
  image: CarouselImage
  index: number
  count: number
  active: boolean
  status: ImageStatus
  /** Whether its picture may load yet (until then it shows the loading state). */
  fetched: boolean
  showCaption: boolean
  priority: boolean
  sizes: string
  onStatus: (index: number, status: 'loaded' | 'failed') => void
}

function Slide({ image, index, count, active, status, fetched, showCaption, priority, sizes, onStatus }: SlideProps) {
  // An image served with the HTML may finish before React attaches onLoad: read its state once mounted.
  const imageRef = useCallback(
    (element: HTMLImageElement | null) => {
      if (!element?.complete) return
      onStatus(index, element.naturalWidth > 0 ? 'loaded' : 'failed')
    },
    [index, onStatus],
  )

  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      aria-hidden={!active}
      inert={!active}
      data-active={active || undefined}
      data-status={status}
      className={cx(
        'absolute inset-0 transition-opacity duration-1000 ease-in-out',
        active ? 'z-[1] opacity-100' : 'z-0 opacity-0',
      )}
    >
      {status === 'loading' && (
        <div
          aria-hidden="true"
          className="absolute inset-0 animate-pulse bg-gradient-to-br from-brand-700 to-brand-900"
        />
      )}
      {status === 'failed' ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-brand-800 text-brand-100">
          <ImageOffIcon className="size-8" />
          <p className="font-semibold">Failed to load image</p>
        </div>
      ) : fetched ? (
        <ResponsiveImage
          ref={imageRef}
          src={image.src}
          sizes={sizes}
          alt={image.alt}
          width={1600}
          height={1000}
          loading={priority || index === 0 ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onLoad={() => onStatus(index, 'loaded')}
          onError={() => onStatus(index, 'failed')}
          // Drawn over the loading placeholder, so it shows as soon as it arrives, with or without script.
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
      {showCaption && image.caption && status !== 'failed' && (
        <p className="absolute top-4 left-4 rounded-full bg-brand-950/75 px-3 py-1 text-sm font-semibold text-white backdrop-blur-sm">
          {image.caption}
        </p>
      )}
    </div>
  )
}

/** Previous image on the left edge, next image on the right. */
function StepButton({
  direction,
  slidesId,
  onClick,
}: {
  direction: 'previous' | 'next'
  slidesId: string
  onClick: () => void
}) {
  const previous = direction === 'previous'
  return (
    <button
      type="button"
      aria-controls={slidesId}
      aria-label={previous ? 'Previous image' : 'Next image'}
      onClick={onClick}
      className={cx(
        'absolute top-1/2 z-10 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow-md transition hover:bg-white focus-visible:outline-gold-400',
        previous ? 'left-3' : 'right-3',
      )}
    >
      {previous ? <ChevronLeftIcon className="size-5" /> : <ChevronRightIcon className="size-5" />}
    </button>
  )
}
