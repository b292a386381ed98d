// The full-screen image viewer: zoom, rotation, slideshow, download and share;
// arrows navigate and wrap, Escape closes, space toggles the slideshow, + and - zoom, r rotates; controls
// hide after 3 s of stillness; swipe on touch screens. Headless UI's Dialog traps focus while it is open.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { useEffect, useLayoutEffect, useReducer, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react'
import { timing, viewer } from '#app-config'
import { cx } from '~/components/ui/cx'
import { imageLabel, viewerImage, type GalleryImage } from '~/shared/gallery-mapping'
import { initialViewerState, viewerReducer } from '~/shared/viewer-state'
import {
  AlertIcon,
  CloseIcon,
  DownloadIcon,
  PauseIcon,
  PlayIcon,
  RotateIcon,
  ShareIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from '~/components/ui/icons'
import { downloadFile, fileSlug, shareLink } from './share'
import { useAutoHideControls } from './useAutoHideControls'
import { ControlsBar, controlsFade, StepButton, ViewerButton } from './ViewerButton'

type ImageViewerProps = {
  images: GalleryImage[]
  albumTitle: string
  startIndex: number
  /** Called with the index shown last, so the page can return focus to that thumbnail. */
  onClose: (lastIndex: number) => void
}

const swipeThresholdPx = 50

/** Mounted only while open, so every opening starts with fresh zoom, rotation and controls. */
export function ImageViewer({ images, albumTitle, startIndex, onClose }: ImageViewerProps) {
  const [state, dispatch] = useReducer(viewerReducer, initialViewerState(startIndex, images.length))
  const panelRef = useRef<HTMLDivElement>(null)
  const [toolbarFocused, setToolbarFocused] = useState(false)
  const { visible: controlsVisible } = useAutoHideControls(true, toolbarFocused)
  const image = images[state.index]
  const count = images.length

  useEffect(() => dispatch({ type: 'setCount', count: images.length }), [images.length])

  // Slideshow: one image every 3 s; a manual step restarts the wait.
  useEffect(() => {
    if (!state.playing) return
    const timer = setTimeout(() => dispatch({ type: 'tick' }), timing.slideshowMs)
    return () => clearTimeout(timer)
  }, [state.playing, state.index])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return
      const actions: Record<string, () => void> = {
        ArrowRight: () => dispatch({ type: 'next' }),
        ArrowLeft: () => dispatch({ type: 'previous' }),
        ' ': () => dispatch({ type: 'toggleSlideshow' }),
        '+': () => dispatch({ type: 'zoomIn' }),
        '=': () => dispatch({ type: 'zoomIn' }),
        '-': () => dispatch({ type: 'zoomOut' }),
        _: () => dispatch({ type: 'zoomOut' }),
        r: () => dispatch({ type: 'rotate' }),
        R: () => dispatch({ type: 'rotate' }),
      }
      const action = actions[event.key]
      if (!action) return
      event.preventDefault()
      action()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  // Warm the cache for both neighbours so arrowing through an album does not wait on the network.
  useEffect(() => {
    for (const offset of [1, -1]) {
      const neighbour = images[(state.index + offset + count) % count]
      if (!neighbour || neighbour === image) continue
      const chosen = viewerImage(neighbour)
      const preload = new Image()
      preload.sizes = '100vw'
      if (chosen.srcSet) preload.srcset = chosen.srcSet
      preload.src = chosen.src
    }
  }, [state.index, images, count, image])

  if (!image) return null
  const label = imageLabel(image, state.index, count, albumTitle)
  const baseName = `${fileSlug(image.title || albumTitle, 'school-photo')}-${state.index + 1}`

  return (
    <Dialog open onClose={() => onClose(state.index)} initialFocus={panelRef} className="relative z-[60]">
      <div aria-hidden="true" className="fixed inset-0 bg-slate-950" />
      <DialogPanel
        ref={panelRef}
        tabIndex={-1}
        className={cx('fixed inset-0 flex flex-col text-white outline-none', !controlsVisible && 'cursor-none')}
        data-testid="image-viewer"
        data-controls={controlsVisible ? 'visible' : 'hidden'}
      >
        <DialogTitle className="sr-only">Photo viewer: {albumTitle}</DialogTitle>
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {`Photo ${state.index + 1} of ${count}: ${label}${state.playing ? '. Slideshow playing' : ''}`}
        </p>

        <ControlsBar
          visible={controlsVisible}
          onFocusInside={setToolbarFocused}
          className="absolute inset-x-0 top-0 z-10 flex flex-wrap items-center gap-2 bg-gradient-to-b from-slate-950/90 via-slate-950/60 to-transparent px-3 pt-3 pb-10 transition-opacity duration-300 sm:px-5"
        >
          <p className="mr-auto min-w-0 text-sm font-semibold text-white/90 tabular-nums" data-testid="viewer-counter">
            {state.index + 1} / {count}
          </p>
          <div
            className="flex flex-wrap items-center justify-end gap-1.5 sm:gap-2"
            role="toolbar"
            aria-label="Photo controls"
          >
            <ViewerButton
              label="Zoom out"
              shortcut="-"
              onClick={() => dispatch({ type: 'zoomOut' })}
              disabled={state.zoom <= viewer.zoomMin}
            >
              <ZoomOutIcon />
            </ViewerButton>
            <span
              className="hidden w-12 text-center text-xs font-semibold tabular-nums sm:inline"
              data-testid="viewer-zoom"
            >
              {Math.round(state.zoom * 100)}%
            </span>
            <ViewerButton
              label="Zoom in"
              shortcut="+"
              onClick={() => dispatch({ type: 'zoomIn' })}
              disabled={state.zoom >= viewer.zoomMax}
            >
              <ZoomInIcon />
            </ViewerButton>
            <ViewerButton label="Rotate" shortcut="R" onClick={() => dispatch({ type: 'rotate' })}>
              <RotateIcon />
            </ViewerButton>
            <ViewerButton
              label={state.playing ? 'Pause slideshow' : 'Play slideshow'}
              shortcut="Space"
              aria-pressed={state.playing}
              onClick={() => dispatch({ type: 'toggleSlideshow' })}
              disabled={count < 2}
            >
              {state.playing ? <PauseIcon /> : <PlayIcon />}
            </ViewerButton>
            <ViewerButton label="Download image" onClick={() => void downloadFile('image', image.imageUrl, baseName)}>
              <DownloadIcon />
            </ViewerButton>
            <ViewerButton label="Share image" onClick={() => void shareLink('image', image.imageUrl, label)}>
              <ShareIcon />
            </ViewerButton>
            <ViewerButton
              label="Close viewer"
              shortcut="Escape"
              onClick={() => onClose(state.index)}
              className="bg-white/20"
            >
              <CloseIcon />
            </ViewerButton>
          </div>
        </ControlsBar>

        <Stage
          key={image.id}
          image={image}
          label={label}
          zoom={state.zoom}
          rotation={state.rotation}
          onSwipe={(direction) => dispatch({ type: direction === 'left' ? 'next' : 'previous' })}
        />

        {count > 1 && (
          <>
            <StepButton
              direction="previous"
              noun="photo"
              onClick={() => dispatch({ type: 'previous' })}
              className={cx(
                'absolute top-1/2 left-2 z-10 -translate-y-1/2 transition-opacity duration-300 sm:left-5',
                controlsFade(controlsVisible),
              )}
            />
            <StepButton
              direction="next"
              noun="photo"
              onClick={() => dispatch({ type: 'next' })}
              className={cx(
                'absolute top-1/2 right-2 z-10 -translate-y-1/2 transition-opacity duration-300 sm:right-5',
                controlsFade(controlsVisible),
              )}
            />
          </>
        )}

        <div
          className={cx(
            'absolute inset-x-0 bottom-0 z-10 bg-gradient-to-t from-slate-950/95 via-slate-950/70 to-transparent px-4 pt-12 pb-5 text-center transition-opacity duration-300 sm:px-8',
            controlsFade(controlsVisible),
          )}
        >
          <p className="text-base font-semibold sm:text-lg">{label}</p>
          {image.description && <p className="mx-auto mt-1 max-w-3xl text-sm text-white/80">{image.description}</p>}
          <p className="mt-2 hidden text-xs text-white/60 md:block">
            Arrow keys to browse · Space for slideshow · + and − to zoom · R to rotate · Esc to close
          </p>
        </div>
      </DialogPanel>
    </Dialog>
  )
}

type StageProps = {
  image: GalleryImage
  label: string
  zoom: number
  rotation: number
  onSwipe: (direction: 'left' | 'right') => void
}

/** One image, fitted to the screen for its rotation, then zoomed; keyed by image so load state and panning reset. */
function Stage({ image, label, zoom, rotation, onSwipe }: StageProps) {
  const stageRef = useRef<HTMLDivElement>(null)
  const [box, setBox] = useState({ width: 0, height: 0 })
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading')
  const [natural, setNatural] = useState(() => ({ width: image.width ?? 0, height: image.height ?? 0 }))
  const [pan, setPan] = useState({ x: 0, y: 0 })
  const pointer = useRef<{ id: number; startX: number; startY: number; panX: number; panY: number } | null>(null)
  const imgRef = useRef<HTMLImageElement>(null)
  const chosen = viewerImage(image)

  useLayoutEffect(() => {
    const stage = stageRef.current
    if (!stage) return
    const measure = () => setBox({ width: stage.clientWidth, height: stage.clientHeight })
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(stage)
    return () => observer.disconnect()
  }, [])

  // A cached image can finish before React attaches onLoad.
  useEffect(() => {
    const img = imgRef.current
    if (img?.complete && img.naturalWidth > 0) setStatus('loaded')
  }, [])

  useEffect(() => {
    if (zoom <= 1) setPan({ x: 0, y: 0 })
  }, [zoom])

  const sideways = rotation % 180 !== 0
  const ratioKnown = natural.width > 0 && natural.height > 0
  // Fit the rotated picture inside the stage, never enlarging it past the stored original's size.
  const fit = ratioKnown
    ? Math.min(
        sideways ? box.width / natural.height : box.width / natural.width,
        sideways ? box.height / natural.width : box.height / natural.height,
        (image.width ?? natural.width) / natural.width,
      )
    : 0
  const size = ratioKnown && box.width > 0 ? { width: natural.width * fit, height: natural.height * fit } : null

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return
    pointer.current = { id: event.pointerId, startX: event.clientX, startY: event.clientY, panX: pan.x, panY: pan.y }
    event.currentTarget.setPointerCapture(event.pointerId)
  }
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = pointer.current
    if (!start || start.id !== event.pointerId || zoom <= 1) return
    setPan({ x: start.panX + event.clientX - start.startX, y: start.panY + event.clientY - start.startY })
  }
  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = pointer.current
    pointer.current = null
    if (!start || start.id !== event.pointerId || zoom > 1) return
    const dx = event.clientX - start.startX
    const dy = event.clientY - start.startY
    if (Math.abs(dx) > swipeThresholdPx && Math.abs(dx) > Math.abs(dy) * 1.5) onSwipe(dx < 0 ? 'left' : 'right')
  }

  return (
    <div
      ref={stageRef}
      className={cx(
        'relative flex-1 touch-none overflow-hidden select-none',
        zoom > 1 && 'cursor-grab active:cursor-grabbing',
      )}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (pointer.current = null)}
    >
      {status === 'loading' && (
        <div role="status" className="absolute inset-0 flex items-center justify-center">
          <span
            aria-hidden="true"
            className="size-10 animate-spin rounded-full border-4 border-white/20 border-t-gold-400"
          />
          <span className="sr-only">Loading photo</span>
        </div>
      )}
      {status === 'failed' ? (
        <div role="alert" className="absolute inset-0 flex flex-col items-center justify-center gap-3 px-6 text-center">
          <AlertIcon className="size-10 text-gold-300" />
          <p className="text-lg font-semibold">Image could not be loaded</p>
        </div>
      ) : (
        <img
          ref={imgRef}
          src={chosen.src}
          srcSet={chosen.srcSet || undefined}
          sizes="100vw"
          alt={label}
          width={image.width ?? undefined}
          height={image.height ?? undefined}
          draggable={false}
          decoding="async"
          onLoad={(event) => {
            const img = event.currentTarget
            if (!ratioKnown) setNatural({ width: img.naturalWidth, height: img.naturalHeight })
            setStatus('loaded')
          }}
          onError={() => setStatus('failed')}
          data-testid="viewer-image"
          data-zoom={zoom}
          data-rotation={rotation}
          className={cx(
            'absolute top-1/2 left-1/2 transition-[transform,opacity] duration-200 ease-out',
            status === 'loaded' ? 'opacity-100' : 'opacity-0',
            size ? 'max-w-none' : 'max-h-full max-w-full',
          )}
          style={{
            width: size ? `${size.width}px` : undefined,
            height: size ? `${size.height}px` : undefined,
            transform: `translate(calc(-50% + ${pan.x}px), calc(-50% + ${pan.y}px)) rotate(${rotation}deg) scale(${zoom})`,
          }}
        />
      )}
    </div>
  )
}
