import type { ImgHTMLAttributes, Ref } from 'react'
import { responsiveSources } from '~/shared/responsive-images'

type ResponsiveImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  src: string
  /** How wide the image is drawn, for the browser's pick from the srcset, e.g. "(min-width: 1024px) 50vw, 100vw". */
  sizes: string
  ref?: Ref<HTMLImageElement>
}

/**
 * An image in AVIF, WebP or JPEG at the width the screen needs (src/shared/responsive-images.ts), as a <picture>;
 * an image without variants is a plain <img>. Attributes (alt, width, height, loading, fetchPriority, handlers)
 * go on the <img>.
 */
export function ResponsiveImage({ src, sizes, ref, ...image }: ResponsiveImageProps) {
  const sources = responsiveSources(src)
  if (!sources) return <img ref={ref} src={src} {...image} />
  return (
    <picture>
      <source type="image/avif" srcSet={sources.srcSet.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.srcSet.webp} sizes={sizes} />
      <img ref={ref} src={sources.src} srcSet={sources.srcSet.jpeg} sizes={sizes} {...image} />
    </picture>
  )
}
