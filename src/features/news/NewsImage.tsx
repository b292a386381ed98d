import { useCallback, useState } from 'react'
import { LogoMark } from '~/components/layout/Logo'
import { cx } from '~/components/ui/cx'
import { ResponsiveImage } from '~/components/ui/ResponsiveImage'

/** A news picture; a missing or failed one falls back to the school's placeholder. */
export function NewsImage({
  src,
  alt,
  className,
  eager = false,
  sizes = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
}: {
  src: string | null
  alt: string
  className?: string
  eager?: boolean
  /** How wide the picture is drawn (the browser picks its variant from it); the default is a card in the grid. */
  sizes?: string
}) {
  const [failed, setFailed] = useState(false)
  // A server-rendered image may fail before React attaches onError.
  const ref = useCallback((element: HTMLImageElement | null) => {
    if (element?.complete && element.naturalWidth === 0) setFailed(true)
  }, [])

  if (!src || failed) {
    return (
      <div
        data-placeholder-image=""
        className={cx(
          'flex items-center justify-center bg-gradient-to-br from-brand-100 via-brand-50 to-gold-100',
          className,
        )}
      >
        <LogoMark className="h-1/3 max-h-20 w-auto opacity-60" />
        <span className="sr-only">{alt}</span>
      </div>
    )
  }
  return (
    <ResponsiveImage
      ref={ref}
      src={src}
      sizes={sizes}
      alt={alt}
      width={1600}
      height={1000}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={cx('object-cover', className)}
    />
  )
}
