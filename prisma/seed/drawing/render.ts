/** Turns scene SVG into PNG or JPEG bytes with sharp (librsvg). */
import sharp from 'sharp'

export interface RenderedImage {
  body: Uint8Array
  width: number
  height: number
  contentType: 'image/png' | 'image/jpeg'
}

/** Wraps scene markup (drawn on a 1600 x 1000 canvas) in an <svg> of the requested size, cropping to fill. */
export function wrapSvg(inner: string, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 1000" preserveAspectRatio="xMidYMid slice">${inner}</svg>`
}

export async function renderPng(inner: string, width = 1600, height = 1000): Promise<RenderedImage> {
  const body = await sharp(Buffer.from(wrapSvg(inner, width, height)))
    .png({ compressionLevel: 9, adaptiveFiltering: true, palette: false })
    .toBuffer()
  return { body: new Uint8Array(body), width, height, contentType: 'image/png' }
}

/** A full-size JPEG and a small thumbnail from one rasterisation (rasterising is the slow part). */
export async function renderJpegWithThumbnail(
  inner: string,
  width = 1600,
  height = 1067,
  thumbnailWidth = 480,
): Promise<{ full: RenderedImage; thumbnail: RenderedImage }> {
  const raster = await sharp(Buffer.from(wrapSvg(inner, width, height)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const fromRaster = () =>
    sharp(raster.data, {
      raw: { width: raster.info.width, height: raster.info.height, channels: raster.info.channels },
    })
  const [full, thumb] = await Promise.all([
    fromRaster().jpeg({ quality: 84 }).toBuffer({ resolveWithObject: true }),
    fromRaster().resize({ width: thumbnailWidth }).jpeg({ quality: 80 }).toBuffer({ resolveWithObject: true }),
  ])
  return {
    full: {
      body: new Uint8Array(full.data),
      width: full.info.width,
      height: full.info.height,
      contentType: 'image/jpeg',
    },
    thumbnail: {
      body: new Uint8Array(thumb.data),
      width: thumb.info.width,
      height: thumb.info.height,
      contentType: 'image/jpeg',
    },
  }
}
