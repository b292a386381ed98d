// What a WhatsApp or Facebook preview and a search engine read from each kind of page: Open Graph and Twitter tags
// with an absolute picture (the page's own, else the school's), the canonical URL, and schema.org data.
import type { APIRequestContext } from '@playwright/test'
import { DomUtils, parseDocument } from 'htmlparser2'
import { expect, test } from './auth-fixture'

async function tagsOf(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status()).toBe(200)
  const document = parseDocument(await response.text())
  const elements = DomUtils.findAll(() => true, document.children)
  const meta = (key: string) =>
    elements.find((element) => element.name === 'meta' && (element.attribs.property ?? element.attribs.name) === key)
      ?.attribs.content
  const canonical = elements.find((element) => element.name === 'link' && element.attribs.rel === 'canonical')
  const jsonLd = elements
    .filter((element) => element.name === 'script' && element.attribs.type === 'application/ld+json')
    .map((element) => JSON.parse(DomUtils.textContent(element)) as Record<string, unknown>)
  return { meta, canonical: canonical?.attribs.href, jsonLd }
}

test('every kind of public page carries its title, description, picture and canonical URL', async ({ request, db }) => {
  const home = await tagsOf(request, '/')
  expect(home.meta('og:title')).toMatch(/Lightridge Higher Secondary School/)
  expect(home.meta('og:image')).toMatch(/^https?:\/\/[^/]+\/og-image\.png$/)
  expect(home.meta('twitter:card')).toBe('summary_large_image')
  expect(home.canonical).toMatch(/^https?:\/\/[^/]+\/$/)
  expect(home.jsonLd[0]).toMatchObject({ '@type': 'School', name: 'Lightridge Higher Secondary School' })
  expect((home.jsonLd[0]!.address as Record<string, string>).addressLocality).toBe('Dimapur')

  const news = await db.news.findFirstOrThrow({ where: { imageUrl: { not: null }, status: 'published' } })
  const article = await tagsOf(request, `/news/${news.id}?utm_source=whatsapp`)
  expect(article.meta('og:title')).toContain(news.title)
  expect(article.meta('og:type')).toBe('article')
  // The news item's own picture, as the 1200 px JPEG variant.
  expect(article.meta('og:image')).toMatch(/^https?:\/\/[^/]+\/files\/website-images\/variants\/.+-1200\.jpg$/)
  expect(article.canonical).toMatch(new RegExp(`/news/${news.id}$`))
  const picture = await request.get(new URL(article.meta('og:image')!).pathname)
  expect(picture.headers()['content-type']).toBe('image/jpeg')

  const album = await db.galleryAlbum.findFirstOrThrow({ where: { coverImageUrl: { not: null } } })
  const albumPage = await tagsOf(request, `/gallery?albumId=${album.id}`)
  expect(albumPage.meta('og:title')).toContain(album.title)
  expect(albumPage.meta('og:image')).toContain(album.coverImageUrl!)
  expect(albumPage.canonical).toMatch(new RegExp(`/gallery\\?albumId=${album.id}$`))

  const event = await db.event.findFirstOrThrow({ where: { status: 'published' }, orderBy: { eventDate: 'desc' } })
  const eventPage = await tagsOf(request, `/events/${event.id}`)
  expect(eventPage.meta('og:title')).toContain(event.title)
  expect(eventPage.meta('og:image')).toMatch(/\/og-image\.png$/)
  expect(eventPage.jsonLd[0]).toMatchObject({ '@type': 'Event', name: event.title })
  expect(eventPage.jsonLd[0]!.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+05:30$/)

  for (const path of ['/about-us', '/notice', '/privacy', '/admission-form']) {
    const page = await tagsOf(request, path)
    expect(page.meta('og:title'), path).toMatch(/\| Lightridge Higher Secondary School$/)
    expect(page.meta('og:description'), path).toBeTruthy()
    expect(page.meta('og:image'), path).toMatch(/\/og-image\.png$/)
  }
  const share = await request.get('/og-image.png')
  expect(share.headers()['content-type']).toBe('image/png')
})
