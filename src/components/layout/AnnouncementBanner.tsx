import { useQuery } from '@tanstack/react-query'
import { ScriptOnce } from '@tanstack/react-router'
import { useEffect, useId, useState, type CSSProperties } from 'react'
import { timing } from '#app-config'
import { cx } from '~/components/ui/cx'
import { ArrowRightIcon, ChevronDownIcon, CloseIcon, MegaphoneIcon } from '~/components/ui/icons-core'
import { dismissedAnnouncementKey, dismissedAnnouncementScript, shouldShowAnnouncement } from '~/shared/announcement'
import { cacheTimes } from '~/shared/query-defaults'
import { useTRPC } from '~/trpc/react'

// undefined until the browser has read sessionStorage (never on the server). A dismissal lasts for the browser
// session: a visitor who comes back another day sees the announcement again.
function useDismissedAnnouncementId() {
  const [dismissedId, setDismissedId] = useState<string | null | undefined>(undefined)

  useEffect(() => setDismissedId(readDismissedId()), [])

  // Once React knows the answer, the pre-paint marker set by the inline script has done its job.
  useEffect(() => {
    if (dismissedId !== undefined) document.documentElement.removeAttribute('data-announcement-dismissed')
  }, [dismissedId])

  const dismiss = (id: string) => {
    try {
      sessionStorage.setItem(dismissedAnnouncementKey, id)
    } catch {
      // Storage may be blocked; the banner still hides for this page view.
    }
    setDismissedId(id)
  }

  return [dismissedId, dismiss] as const
}

function readDismissedId(): string | null {
  try {
    return sessionStorage.getItem(dismissedAnnouncementKey)
  } catch {
    return null
  }
}

/** The site-wide announcement above the header. */
export function AnnouncementBanner() {
  const trpc = useTRPC()
  const { data: announcement } = useQuery({ ...trpc.announcement.current.queryOptions(), ...cacheTimes.announcement })
  const [dismissedId, dismiss] = useDismissedAnnouncementId()
  const [expanded, setExpanded] = useState(false)
  const panelId = useId()

  if (!announcement || !shouldShowAnnouncement(announcement, dismissedId)) return null
  // The headline and button come from the announcement; no button when its label or link is empty.
  const button =
    announcement.buttonLabel && announcement.buttonLink
      ? { label: announcement.buttonLabel, href: announcement.buttonLink }
      : null
  const external = button !== null && !button.href.startsWith('/')
  const linkProps = button
    ? { href: button.href, ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}) }
    : null
  const headlineClass =
    'relative z-10 flex min-w-0 items-center gap-2 justify-self-start rounded font-semibold text-gold-300'

  const style = {
    '--announcement-scroll': `${timing.announcementScrollS}s`,
    '--announcement-expand': `${timing.announcementExpandS}s`,
  } as CSSProperties

  return (
    <>
      {/* Before the banner is parsed: hides it at once for a visitor who dismissed it. */}
      <ScriptOnce>{dismissedAnnouncementScript(announcement.id)}</ScriptOnce>
      <section
        aria-label="Announcement"
        data-announcement-banner=""
        data-expanded={expanded || undefined}
        style={style}
        className="announcement-banner relative bg-brand-900 text-white"
      >
        {/* One row at every width, so on a phone the banner costs a single line above the header. */}
        <div className="relative mx-auto grid max-w-7xl grid-cols-[auto_1fr_auto] items-center gap-x-3 px-4 py-1.5 text-sm sm:px-6 sm:py-2 lg:px-8">
          {linkProps ? (
            <a
              {...linkProps}
              className={cx(headlineClass, 'underline-offset-4 hover:underline focus-visible:outline-gold-400')}
              data-announcement-headline=""
            >
              <MegaphoneIcon className="size-4 shrink-0" />
              <span className="max-w-[38vw] truncate sm:max-w-xs lg:max-w-md">{announcement.headline}</span>
            </a>
          ) : (
            <p className={headlineClass} data-announcement-headline="">
              <MegaphoneIcon className="size-4 shrink-0" />
              <span className="max-w-[38vw] truncate sm:max-w-xs lg:max-w-md">{announcement.headline}</span>
            </p>
          )}

          {/* Stretched over the whole banner, so a click anywhere but the links and dismiss toggles. */}
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={() => setExpanded((value) => !value)}
            className="flex min-w-0 items-center gap-2 text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-gold-400"
          >
            <span className="sr-only">Announcement: </span>
            <span className="announcement-marquee min-w-0 flex-1 text-white/90">
              <span className="announcement-marquee-track">{announcement.message}</span>
            </span>
            <ChevronDownIcon
              className={cx(
                'size-4 shrink-0 text-gold-300 transition-transform duration-300',
                expanded && 'rotate-180',
              )}
            />
          </button>

          <button
            type="button"
            aria-label="Dismiss announcement"
            onClick={() => {
              dismiss(announcement.id)
              document.getElementById('site-logo')?.focus()
            }}
            className="relative z-10 flex size-8 items-center justify-center rounded-full text-white/80 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-gold-400"
          >
            <CloseIcon className="size-4" />
          </button>
        </div>

        <div id={panelId} className="announcement-panel grid" inert={!expanded}>
          <div className="overflow-hidden">
            <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-1 pb-4 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
              {/* The headline in full too: on a phone the row above shows only its start. */}
              <div className="max-w-3xl text-sm leading-relaxed text-white">
                <p className="font-semibold text-gold-300">{announcement.headline}</p>
                <p>{announcement.message}</p>
              </div>
              {button && linkProps && (
                <a
                  {...linkProps}
                  className="relative z-10 inline-flex shrink-0 items-center gap-2 self-start rounded-lg bg-gold-400 px-4 py-2 text-sm font-semibold text-brand-950 transition-colors hover:bg-gold-300 focus-visible:outline-white sm:self-auto"
                >
                  {button.label}
                  <ArrowRightIcon className="size-4" />
                </a>
              )}
            </div>
          </div>
        </div>
      </section>
    </>
  )
}
