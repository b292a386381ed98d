import { useCallback, useState } from 'react'
import { cx } from '~/components/ui/cx'
import { ImageOffIcon } from '~/components/ui/icons'
import { ResponsiveImage } from '~/components/ui/ResponsiveImage'

/** A lazy image that shows a calm placeholder instead of a broken-image icon when it fails. */
export function FallbackImage({
  src,
  alt,
  sizes,
  className,
}: {
  src: string
  alt: string
  sizes: string
  className?: string
}) {
  const [failed, setFailed] = useState(false)
  // A server-rendered image may fail before React attaches onError.
  const ref = useCallback((element: HTMLImageElement | null) => {
    if (element?.complete && element.naturalWidth === 0) setFailed(true)
  }, [])
  if (failed) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={cx('flex items-center justify-center bg-brand-100 text-brand-400', className)}
      >
        <ImageOffIcon className="size-8" />
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
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={className}
    />
  )
}
