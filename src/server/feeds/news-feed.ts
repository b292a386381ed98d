// Server-only: the school's news as RSS 2.0 at /news/feed.xml, for feed readers and for sites that embed the news.
// Every URL is absolute (a reader has no page to resolve against), each picture is an <enclosure> with its stored
// size and type, and the text is the sanitized markup the site shows (content:encoded). Nothing in it reads the
// clock except what is published by now, so an unchanged feed is byte-identical and the render cache answers 304.
import { school } from '#app-config'
import { newsPublishedBy } from '~/server/content/publishing'
import type { PrismaClient } from '~/server/db'
import { newsFeedPath } from '~/shared/feed-paths'
import { previewText } from '~/shared/markup'
import { xmlEscape } from './xml'

export const newsFeedType = 'application/rss+xml; charset=utf-8'
export const newsFeedTitle = `${school.name}: News`

const feedItems = 20

/** Root-relative src and href attributes of stored markup, made absolute for a reader elsewhere. */
function absoluteLinks(html: string, origin: string): string {
  return html.replace(/\b(src|href)="\/(?!\/)/g, `$1="${origin}/`)
}

/** Markup inside CDATA: a "]]>" in the text would end it early, so it is split across two sections. */
const cdata = (text: string) => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`

type FeedDeps = { db: PrismaClient; now: Date; origin: string }

export async function newsFeed({ db, now, origin }: FeedDeps): Promise<string> {
  const items = await db.news.findMany({
    where: newsPublishedBy(now),
    orderBy: [{ publishedAt: 'desc' }, { id: 'asc' }],
    take: feedItems,
    select: { id: true, title: true, content: true, imageUrl: true, publishedAt: true, updatedAt: true },
  })
  const imageKeys = items.flatMap((item) => (item.imageUrl ? [item.imageUrl.slice('/files/'.length)] : []))
  const files = imageKeys.length
    ? await db.storedFile.findMany({
        where: { key: { in: imageKeys } },
        select: { key: true, size: true, contentType: true },
      })
    : []
  const fileByKey = new Map(files.map((file) => [file.key, file]))
  // The feed changes when an item does; never the time of the request (that would defeat the 304).
  const lastChange = items.reduce<Date | null>(
    (latest, item) => (latest && latest > item.updatedAt ? latest : item.updatedAt),
    null,
  )

  const entries = items.map((item) => {
    const link = `${origin}/news/${item.id}`
    const file = item.imageUrl ? fileByKey.get(item.imageUrl.slice('/files/'.length)) : undefined
    return [
      '<item>',
      `<title>${xmlEscape(item.title)}</title>`,
      `<link>${xmlEscape(link)}</link>`,
      `<guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      `<pubDate>${item.publishedAt.toUTCString()}</pubDate>`,
      `<description>${xmlEscape(previewText(item.content))}</description>`,
      `<content:encoded>${cdata(absoluteLinks(item.content, origin))}</content:encoded>`,
      file && item.imageUrl
        ? `<enclosure url="${xmlEscape(origin + item.imageUrl)}" length="${file.size}" type="${xmlEscape(file.contentType)}"/>`
        : '',
      '</item>',
    ].join('')
  })

  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '<channel>',
    `<title>${xmlEscape(newsFeedTitle)}</title>`,
    `<link>${xmlEscape(`${origin}/news`)}</link>`,
    `<atom:link href="${xmlEscape(origin + newsFeedPath)}" rel="self" type="application/rss+xml"/>`,
    `<description>${xmlEscape(`News, results and stories from ${school.name}, ${school.address.city}.`)}</description>`,
    '<language>en-IN</language>',
    lastChange ? `<lastBuildDate>${lastChange.toUTCString()}</lastBuildDate>` : '',
    `<image><url>${xmlEscape(`${origin}/icons/icon-192.png`)}</url><title>${xmlEscape(newsFeedTitle)}</title><link>${xmlEscape(`${origin}/news`)}</link></image>`,
    ...entries,
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}
