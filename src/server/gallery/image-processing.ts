// Uploaded photos are judged by their bytes, never by their name or the browser's claimed type, then
// re-encoded by sharp: EXIF orientation applied, metadata (GPS, camera serials) dropped, and the grid and
// viewer variants rendered once at upload so visitors never resize on their phones.
import sharp from 'sharp'
import { limits } from '#app-config'
import type { SpooledUpload } from '~/server/body-limit'
import { imageVariants } from '~/shared/gallery-mapping'

export type SniffedImageType = 'image/jpeg' | 'image/png' | 'image/webp'

export const acceptedImageTypesText = 'JPEG, PNG or WebP'

/** The image type the bytes really are, from their magic numbers; null for anything else. */
export function sniffImageType(bytes: Uint8Array): SniffedImageType | null {
  const at = (offset: number, signature: number[]) => signature.every((byte, i) => bytes[offset + i] === byte)
  if (bytes.length >= 3 && at(0, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (bytes.length >= 8 && at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  // "RIFF" <size> "WEBP"
  if (bytes.length >= 12 && at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp'
  return null
}

export class ImageRejectedError extends Error {
  override name = 'ImageRejectedError'
  constructor(
    message: string,
    /** 413 too large, 415 not an accepted image, 422 an image sharp cannot read. */
    readonly status: 413 | 415 | 422,
  ) {
    super(message)
  }
}

export const photoTooLargeMessage = (name: string) => `${name} is larger than 5 MB. Please choose a smaller photo.`

export type ImageVariant = { body: Uint8Array; contentType: string; extension: string; width: number; height: number }

export type ProcessedImage = {
  original: ImageVariant
  display: ImageVariant
  medium: ImageVariant
  thumbnail: ImageVariant
}

// Uploads are read from their temp files once; libvips must not keep them open after they are removed.
sharp.cache({ files: 0 })

// About 40 megapixels: any camera photo fits, a decompression bomb does not.
const maxInputPixels = 40_000_000

/** Checks an upload and renders its four stored variants; throws ImageRejectedError with a message for the admin. */
export async function processGalleryImage(
  upload: Uint8Array | SpooledUpload,
  fileName: string,
): Promise<ProcessedImage> {
  const name = displayName(fileName)
  // A spooled upload (body-limit.ts) is judged by its first bytes and read by sharp from the disk.
  const { size, head, input } =
    upload instanceof Uint8Array
      ? { size: upload.byteLength, head: upload, input: upload }
      : { size: upload.size, head: upload.head, input: upload.file }
  if (size === 0) throw new ImageRejectedError(`${name} is empty.`, 415)
  if (size > limits.maxUploadBytes) {
    throw new ImageRejectedError(photoTooLargeMessage(name), 413)
  }
  const type = sniffImageType(head)
  if (!type) {
    throw new ImageRejectedError(
      `${name} is not a ${acceptedImageTypesText} image. Only photos in these formats can be uploaded.`,
      415,
    )
  }

  // The header alone tells the size: a picture over the pixel limit is named as too big, not as damaged.
  const header = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null)
  if (header?.width && header.height && header.width * header.height > maxInputPixels) {
    throw new ImageRejectedError(
      `${name} is ${header.width.toLocaleString('en-IN')} × ${header.height.toLocaleString('en-IN')} pixels; a picture may have at most ${maxInputPixels / 1_000_000} megapixels. Make it smaller and upload it again.`,
      413,
    )
  }

  // Nothing is stored until every variant is encoded, so a truncated or corrupt file fails here cleanly.
  try {
    // rotate() with no angle applies the EXIF orientation, so the stored pixels are upright without metadata.
    const base = sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error' }).rotate()
    const { hasAlpha } = await base.metadata()
    const [original, display, medium, thumbnail] = await Promise.all([
      encode(
        base.clone().resize({
          width: imageVariants.originalMaxEdge,
          height: imageVariants.originalMaxEdge,
          fit: 'inside',
          withoutEnlargement: true,
        }),
        hasAlpha ? 'png' : 'jpeg',
      ),
      encode(base.clone().resize({ width: imageVariants.displayWidth, withoutEnlargement: true }), 'webp'),
      encodeMedium(base.clone()),
      encode(base.clone().resize({ width: imageVariants.thumbnailWidth, withoutEnlargement: true }), 'webp', 72),
    ])
    return { original, display, medium, thumbnail }
  } catch {
    throw new ImageRejectedError(`${name} could not be read as an image. The file may be damaged.`, 422)
  }
}

/** The 800 px WebP (never enlarged): made at upload, and for photos stored before it by medium-variants.ts. */
export function encodeMedium(image: sharp.Sharp): Promise<ImageVariant> {
  return encode(image.resize({ width: imageVariants.mediumWidth, withoutEnlargement: true }), 'webp', 76)
}

async function encode(pipeline: sharp.Sharp, format: 'jpeg' | 'png' | 'webp', quality = 80): Promise<ImageVariant> {
  const formatted =
    format === 'jpeg'
      ? pipeline.jpeg({ quality: 86 })
      : format === 'png'
        ? pipeline.png({ compressionLevel: 9 })
        : pipeline.webp({ quality, effort: 4 })
  const { data, info } = await formatted.toBuffer({ resolveWithObject: true })
  return {
    body: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    contentType: `image/${format}`,
    extension: format === 'jpeg' ? 'jpg' : format,
    width: info.width,
    height: info.height,
  }
}

/** The file name as the admin chose it, shortened for messages. */
export function displayName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop()?.trim() || 'The file'
  return base.length > 60 ? `${base.slice(0, 57)}...` : base
}
