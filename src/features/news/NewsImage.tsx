import { useCallback, useState } from 'react'
import { LogoMark } from '~/components/layout/Logo'
import { cx } from '~/components/ui/cx'

/** A news picture; a missing or failed one falls back to the school's placeholder (SPEC.md section 8). */
export function NewsImage({ src, alt, className, eager = false }: { src: string | null; alt: string; className?: string; eager?: boolean }) {
  const [failed, setFailed] = useState(false)
  // A server-rendered image may fail before React attaches onError.
  const ref = useCallback((element: HTMLImageElement | null) => {
    if (element?.complete && element.naturalWidth === 0) setFailed(true)
  }, [])

  if (!src || failed) {
    return (
      <div
        data-placeholder-image=""
        className={cx('flex items-center justify-center bg-gradient-to-br from-brand-100 via-brand-50 to-gold-100', className)}
      >
        <LogoMark className="h-1/3 max-h-20 w-auto opacity-60" />
        <span className="sr-only">{alt}</span>
      </div>
    )
  }
  return (
    <img
      ref={ref}
      src={src}
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
