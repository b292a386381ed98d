// The app icons, the share picture and the web app manifest (src/server/brand-images.ts), drawn from app.config.ts.
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { school } from '#app-config'
import { brandImage, brandImagePaths, webManifest } from '~/server/brand-images'

const sizeOf = async (path: string) => {
  const png = await brandImage(path)!
  const { width, height, format, hasAlpha } = await sharp(png).metadata()
  return { width, height, format, hasAlpha }
}

describe('brand images', () => {
  it('are PNGs of the sizes Android, iOS and link previews ask for', async () => {
    expect(await sizeOf('/icons/icon-192.png')).toMatchObject({ width: 192, height: 192, format: 'png' })
    expect(await sizeOf('/icons/icon-512.png')).toMatchObject({ width: 512, height: 512, format: 'png' })
    expect(await sizeOf('/icons/icon-maskable-512.png')).toMatchObject({ width: 512, height: 512 })
    // iOS paints a transparent corner black: the home-screen icon is opaque.
    expect(await sizeOf('/icons/apple-touch-icon.png')).toMatchObject({ width: 180, height: 180, hasAlpha: false })
    expect(await sizeOf('/og-image.png')).toMatchObject({ width: 1200, height: 630, format: 'png' })
    expect(brandImage('/icons/../secret.png')).toBeNull()
  })

  it('the share picture shows more than a flat ground (the crest and the name are drawn)', async () => {
    const { channels } = await sharp(await brandImage('/og-image.png')!).stats()
    expect(channels[0]!.stdev).toBeGreaterThan(20)
  })

  it('the manifest names the school, its colours, start URL and an icon for each path the site serves', () => {
    const manifest = webManifest()
    expect(manifest).toMatchObject({
      name: school.name,
      short_name: school.shortName,
      start_url: '/',
      display: 'standalone',
      theme_color: '#17325c',
    })
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']))
    for (const icon of manifest.icons.filter((icon) => icon.type === 'image/png'))
      expect(brandImagePaths).toContain(icon.src)
  })
})
