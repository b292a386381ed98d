// The full-screen video viewer: YouTube links play in YouTube's player,
// anything else as a direct video; m toggles mute, arrows navigate and wrap, controls hide after 3 s, and a
// video that fails to load offers to open it in a new tab. Download only for direct files of the listed types.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { useEffect, useRef, useState } from 'react'
import { cx } from '~/components/ui/cx'
import type { GalleryVideo } from '~/shared/gallery-mapping'
import { wrapIndex } from '~/shared/viewer-state'
import { isDownloadableVideo, videoSource, vimeoEmbedUrl, youtubeEmbedUrl } from '~/shared/video-url'
import {
  AlertIcon,
  CloseIcon,
  DownloadIcon,
  ExternalLinkIcon,
  MutedIcon,
  ShareIcon,
  VolumeIcon,
} from '~/components/ui/icons'
import { downloadFile, fileSlug, shareLink } from './share'
import { useAutoHideControls } from './useAutoHideControls'
import { ControlsBar, controlsFade, StepButton, ViewerButton } from './ViewerButton'

type VideoViewerProps = {
  videos: GalleryVideo[]
  startIndex: number
  onClose: (lastIndex: number) => void
}

export function VideoViewer({ videos, startIndex, onClose }: VideoViewerProps) {
  const [index, setIndex] = useState(() => wrapIndex(startIndex, videos.length))
  const [muted, setMuted] = useState(false)
  const [failedId, setFailedId] = useState<string | null>(null)
  const [toolbarFocused, setToolbarFocused] = useState(false)
  const panelRef = useRef<HTMLDivElement>(null)
  const video = videos[index]
  const failed = video !== undefined && failedId === video.id
  const { visible: controlsVisible } = useAutoHideControls(true, toolbarFocused || failed)
  const count = videos.length

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return
      if (event.key === 'ArrowRight') setIndex((i) => wrapIndex(i + 1, count))
      else if (event.key === 'ArrowLeft') setIndex((i) => wrapIndex(i - 1, count))
      else if (event.key === 'm' || event.key === 'M') setMuted((m) => !m)
      else return
      event.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [count])

  if (!video) return null
  const downloadable = isDownloadableVideo(video.videoUrl)

  return (
    <Dialog open onClose={() => onClose(index)} initialFocus={panelRef} className="relative z-[60]">
      <div aria-hidden="true" className="fixed inset-0 bg-slate-950" />
      <DialogPanel
        ref={panelRef}
        tabIndex={-1}
        className="fixed inset-0 flex flex-col text-white outline-none"
        data-testid="video-viewer"
        data-controls={controlsVisible ? 'visible' : 'hidden'}
      >
        <DialogTitle className="sr-only">Video player: {video.title}</DialogTitle>
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {`Video ${index + 1} of ${count}: ${video.title}${muted ? '. Muted' : ''}`}
        </p>

        <ControlsBar
          visible={controlsVisible}
          onFocusInside={setToolbarFocused}
          className="z-10 flex flex-wrap items-center gap-2 px-3 py-3 transition-opacity duration-300 sm:px-5"
        >
          <div className="mr-auto min-w-0">
            <p className="text-xs font-semibold text-white/70 tabular-nums" data-testid="viewer-counter">
              {index + 1} / {count}
            </p>
            <p className="truncate text-sm font-semibold sm:text-base">{video.title}</p>
          </div>
          <div className="flex items-center gap-1.5 sm:gap-2" role="toolbar" aria-label="Video controls">
            <ViewerButton
              label={muted ? 'Unmute' : 'Mute'}
              shortcut="M"
              aria-pressed={muted}
              onClick={() => setMuted((m) => !m)}
            >
              {muted ? <MutedIcon /> : <VolumeIcon />}
            </ViewerButton>
            {downloadable && (
              <ViewerButton
                label="Download video"
                onClick={() => void downloadFile('video', video.videoUrl, fileSlug(video.title, 'school-video'))}
              >
                <DownloadIcon />
              </ViewerButton>
            )}
            <ViewerButton label="Share video" onClick={() => void shareLink('video', video.videoUrl, video.title)}>
              <ShareIcon />
            </ViewerButton>
            <ViewerButton label="Close viewer" shortcut="Escape" onClick={() => onClose(index)} className="bg-white/20">
              <CloseIcon />
            </ViewerButton>
          </div>
        </ControlsBar>

        <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-20">
          {failed ? (
            <div role="alert" className="flex max-w-md flex-col items-center gap-3 px-6 text-center">
              <AlertIcon className="size-10 text-gold-300" />
              <p className="text-lg font-semibold">Failed to load video</p>
              <p className="text-sm text-white/80">The video could not be loaded</p>
              <a
                href={video.videoUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-2 inline-flex items-center gap-2 rounded-lg bg-gold-400 px-4 py-2 text-sm font-semibold text-brand-950 hover:bg-gold-300 focus-visible:outline-white"
              >
                Open in new tab
                <ExternalLinkIcon className="size-4" />
              </a>
            </div>
          ) : (
            <Player
              key={video.id}
              video={video}
              muted={muted}
              onMutedChange={setMuted}
              onFail={() => setFailedId(video.id)}
            />
          )}

          {count > 1 && (
            <>
              <StepButton
                direction="previous"
                noun="video"
                onClick={() => setIndex((i) => wrapIndex(i - 1, count))}
                className={cx(
                  'absolute top-1/2 left-2 -translate-y-1/2 transition-opacity duration-300 sm:left-4',
                  controlsFade(controlsVisible),
                )}
              />
              <StepButton
                direction="next"
                noun="video"
                onClick={() => setIndex((i) => wrapIndex(i + 1, count))}
                className={cx(
                  'absolute top-1/2 right-2 -translate-y-1/2 transition-opacity duration-300 sm:right-4',
                  controlsFade(controlsVisible),
                )}
              />
            </>
          )}
        </div>

        <div
          className={cx(
            'px-4 pt-3 pb-5 text-center transition-opacity duration-300 sm:px-8',
            controlsFade(controlsVisible),
          )}
        >
          {video.description && <p className="mx-auto max-w-3xl text-sm text-white/80">{video.description}</p>}
          <p className="mt-2 hidden text-xs text-white/60 md:block">Arrow keys to browse · M to mute · Esc to close</p>
        </div>
      </DialogPanel>
    </Dialog>
  )
}

type PlayerProps = { video: GalleryVideo; muted: boolean; onMutedChange: (muted: boolean) => void; onFail: () => void }

function Player({ video, muted, onMutedChange, onFail }: PlayerProps) {
  const source = videoSource(video.videoUrl)
  const frameRef = useRef<HTMLIFrameElement>(null)
  const videoRef = useRef<HTMLVideoElement>(null)
  // The embed URL carries the mute state it started with; later toggles are sent as player commands.
  const [initialMuted] = useState(muted)

  useEffect(() => {
    if (videoRef.current) videoRef.current.muted = muted
    const frame = frameRef.current?.contentWindow
    if (frame)
      frame.postMessage(
        JSON.stringify({ event: 'command', func: muted ? 'mute' : 'unMute', args: [] }),
        'https://www.youtube-nocookie.com',
      )
  }, [muted])

  if (source.kind === 'youtube') {
    return (
      <iframe
        ref={frameRef}
        src={youtubeEmbedUrl(source.id, { muted: initialMuted, origin: window.location.origin })}
        title={video.title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-video max-h-full w-full max-w-6xl rounded-lg bg-black shadow-2xl"
        data-testid="viewer-youtube"
      />
    )
  }
  if (source.kind === 'vimeo') {
    return (
      <iframe
        src={vimeoEmbedUrl(source.id, { muted: initialMuted })}
        title={video.title}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-video max-h-full w-full max-w-6xl rounded-lg bg-black shadow-2xl"
        data-testid="viewer-vimeo"
      />
    )
  }
  return (
    <video
      ref={videoRef}
      src={source.url}
      poster={video.thumbnailUrl || undefined}
      controls
      autoPlay
      playsInline
      preload="metadata"
      onError={onFail}
      onVolumeChange={(event) => {
        if (event.currentTarget.muted !== muted) onMutedChange(event.currentTarget.muted)
      }}
      className="max-h-full w-full max-w-6xl rounded-lg bg-black shadow-2xl"
      data-testid="viewer-video"
    />
  )
}
