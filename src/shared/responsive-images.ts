// Responsive variants of the site's pictures: each has copies 400, 800, 1200 and 1600 px wide in
// AVIF, WebP and JPEG, made once by sharp (src/server/images/responsive.ts): all of them by `npm run images:variants`,
// or one at a time on its first request to /files. Their names carry a hash of the source's key (an upload's key is
// never reused) and of this recipe, so a URL always means the same bytes (/files serves them as immutable) and the
// page names them from the source URL alone.

export const responsiveWidths = [400, 800, 1200, 1600] as const
export const responsiveFormats = ['avif', 'webp', 'jpeg'] as const
export type ResponsiveFormat = (typeof responsiveFormats)[number]

/** Bumped when the recipe (widths, formats, quality) changes, so new variants get new URLs. */
const recipe = 'v1:400,800,1200,1600:avif50,webp72,jpeg78'

const extensions: Record<ResponsiveFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' }

/** FNV-1a, 32 bits, as 8 hex digits: the same in the browser and on the server, no crypto needed. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}

/** The storage key of one variant of `sourceKey` ("website-images/news/x.webp" → "website-images/variants/news/x-<hash>-800.avif"). */
export function variantKey(sourceKey: string, width: number, format: ResponsiveFormat): string {
  const slash = sourceKey.indexOf('/')
  const bucket = sourceKey.slice(0, slash)
  const stem = sourceKey.slice(slash + 1).replace(/\.[a-z0-9]+$/, '')
  return `${bucket}/variants/${stem}-${shortHash(`${sourceKey}|${recipe}`)}-${width}.${extensions[format]}`
}

const variantPattern =
  /^(website-images)\/variants\/((?:news\/)?[a-z0-9][a-z0-9._-]*)-[0-9a-f]{8}-(\d+)\.(avif|webp|jpg)$/
const formatOfExtension: Record<string, ResponsiveFormat> = { avif: 'avif', webp: 'webp', jpg: 'jpeg' }
const sourceExtensions = ['png', 'jpg', 'jpeg', 'webp'] as const

/**
 * What a variant's key says about it: its width, format and the source keys whose variant it would be (the name
 * drops the source's extension, so each is tried; the hash in the name matches one of them at most). Null when the
 * key is no variant name.
 */
export function parseVariantKey(key: string): { width: number; format: ResponsiveFormat; sourceKeys: string[] } | null {
  const match = variantPattern.exec(key)
  if (!match) return null
  const [, bucket, stem, widthText, extension] = match
  const width = Number(widthText)
  const format = formatOfExtension[extension!]!
  if (!(responsiveWidths as readonly number[]).includes(width)) return null
  const sourceKeys = sourceExtensions
    .map((sourceExtension) => `${bucket}/${stem}.${sourceExtension}`)
    .filter((sourceKey) => variantKey(sourceKey, width, format) === key)
  return { width, format, sourceKeys }
}

/**
 * The storage key behind a /files URL of an image with variants, or null: the site's own pictures at the top of
 * website-images (home and admissions) and the news pictures (website-images/news). Avatars are drawn small, and
 * the gallery makes its own variants at upload.
 */
export function responsiveSourceKey(url: string): string | null {
  const match = /^\/files\/(website-images\/(?:news\/)?[a-z0-9][a-z0-9._-]*\.(?:png|jpe?g|webp))$/.exec(url)
  return match ? match[1]! : null
}

export type ResponsiveSources = { srcSet: Record<ResponsiveFormat, string>; src: string }

/** srcset strings per format for a picture's <source>s and <img>, or null when the URL has no variants. */
export function responsiveSources(url: string): ResponsiveSources | null {
  const key = responsiveSourceKey(url)
  if (!key) return null
  const srcSetOf = (format: ResponsiveFormat) =>
    responsiveWidths.map((width) => `/files/${variantKey(key, width, format)} ${width}w`).join(', ')
  return {
    srcSet: { avif: srcSetOf('avif'), webp: srcSetOf('webp'), jpeg: srcSetOf('jpeg') },
    src: `/files/${variantKey(key, 800, 'jpeg')}`,
  }
}

/**
 * The picture a shared link shows (Open Graph): the 1200 px JPEG variant when the image has variants (WhatsApp and
 * Facebook take JPEG, and want it small), else the image itself.
 */
export function shareImagePath(url: string): string {
  const key = responsiveSourceKey(url)
  return key ? `/files/${variantKey(key, 1200, 'jpeg')}` : url
}
