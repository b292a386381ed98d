import { badRequest, notFound } from '~/server/errors'
import { paging } from '#app-config'
import { orNotFound } from '~/server/content/procedures'
import { maySeeUnpublished, newsPublishedBy, publicationData } from '~/server/content/publishing'
import { isBlankMarkup, sanitizeNewsHtml } from '~/server/content/sanitize'
import { type PrismaClient } from '~/server/db'
import { findPage } from '~/server/paging'
import { byIdInput, newsInput, ownImageMessage, pageInput, updateInput, type NewsInput } from '~/shared/content-schemas'
import { previewText } from '~/shared/markup'
import { publishStateOf } from '~/shared/publishing'
import { staffRoles } from '~/shared/roles'
import { createTRPCRouter, procedureFor, publicProcedure } from '../init'

const listSelect = {
  id: true,
  title: true,
  content: true,
  imageUrl: true,
  publishedAt: true,
  isFeatured: true,
} as const

type ListedRow = {
  id: string
  title: string
  content: string
  imageUrl: string | null
  publishedAt: Date
  isFeatured: boolean
}

// Lists send a plain-text preview, never the markup (stripped in previews).
const toPreview = ({ content, ...row }: ListedRow) => ({ ...row, excerpt: previewText(content) })

/** The stored form of a news item: sanitized markup, and null for a blank image address (publication apart). */
function toData(input: NewsInput) {
  const content = sanitizeNewsHtml(input.content)
  if (isBlankMarkup(content)) {
    throw badRequest('Content is required. Nothing readable was left after removing unsafe markup.')
  }
  return { title: input.title, content, imageUrl: input.imageUrl || null, isFeatured: input.isFeatured }
}

const notFoundMessage = 'News item not found'

/** The image must be a file we store (the schema checks its shape, this checks it exists). */
async function checkOwnImage(database: Pick<PrismaClient, 'storedFile'>, imageUrl: string): Promise<void> {
  if (!imageUrl) return
  const key = imageUrl.slice('/files/'.length)
  if (!(await database.storedFile.findUnique({ where: { key }, select: { id: true } }))) {
    throw badRequest(`${ownImageMessage} (no uploaded file has this address)`)
  }
}

export const newsRouter = createTRPCRouter({
  /** The home page's Latest News: the newest items first (the home page shows 3). */
  latest: publicProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db.news.findMany({
      where: newsPublishedBy(ctx.now()),
      orderBy: { publishedAt: 'desc' },
      take: paging.homeNews,
      select: listSelect,
    })
    return rows.map(toPreview)
  }),

  /** /news: every item, newest first, a page at a time. */
  list: publicProcedure.input(pageInput).query(async ({ ctx, input }) => {
    const where = newsPublishedBy(ctx.now())
    const page = await findPage(
      { page: input.page, pageSize: paging.defaultList },
      () => ctx.db.news.count({ where }),
      (window) =>
        ctx.db.news.findMany({
          where,
          orderBy: [{ publishedAt: 'desc' }, { id: 'asc' }],
          ...window,
          select: listSelect,
        }),
    )
    return { ...page, items: page.items.map(toPreview) }
  }),

  /** Staff: every item, drafts and scheduled ones included, each with its state (the management list). */
  manageList: procedureFor(staffRoles)
    .input(pageInput)
    .query(async ({ ctx, input }) => {
      const now = ctx.now()
      const page = await findPage(
        { page: input.page, pageSize: paging.defaultList },
        () => ctx.db.news.count(),
        (window) =>
          ctx.db.news.findMany({
            orderBy: [{ publishedAt: 'desc' }, { id: 'asc' }],
            ...window,
            select: { id: true, title: true, publishedAt: true, isFeatured: true, status: true },
          }),
      )
      return { ...page, items: page.items.map((row) => ({ ...row, state: publishStateOf(row, now) })) }
    }),

  /** /news/{id}: the whole article, its markup sanitized again on the way out in case a row was written elsewhere. */
  byId: publicProcedure.input(byIdInput).query(async ({ ctx, input }) => {
    const row = await ctx.db.news.findUnique({
      where: { id: input.id },
      select: {
        ...listSelect,
        status: true,
        updatedAt: true,
        createdBy: { select: { firstName: true, lastName: true } },
      },
    })
    const now = ctx.now()
    // A draft or a scheduled item does not exist for visitors; staff open it to edit it.
    const state = row ? publishStateOf(row, now) : null
    if (!row || (state !== 'published' && !maySeeUnpublished(ctx.user))) throw notFound(notFoundMessage)
    const { createdBy, ...item } = row
    return {
      ...item,
      state,
      content: sanitizeNewsHtml(item.content),
      author: createdBy ? `${createdBy.firstName} ${createdBy.lastName}`.trim() : null,
    }
  }),

  create: procedureFor(staffRoles, { signedOutMessage: 'You must be logged in to create a news item' })
    .input(newsInput)
    .mutation(async ({ ctx, input }) => {
      await checkOwnImage(ctx.db, input.imageUrl)
      const publication = publicationData(input, ctx.now(), null)
      return ctx.db.news.create({
        data: {
          ...toData(input),
          ...publication,
          publishedAt: publication.publishedAt ?? ctx.now(),
          createdById: ctx.user.id,
        },
        select: { id: true },
      })
    }),

  update: procedureFor(staffRoles, { signedOutMessage: 'You must be logged in to update a news item' })
    .input(updateInput(newsInput))
    .mutation(async ({ ctx, input: { id, ...input } }) => {
      await checkOwnImage(ctx.db, input.imageUrl)
      const previous = await ctx.db.news.findUnique({ where: { id }, select: { status: true, publishedAt: true } })
      if (!previous) throw notFound(notFoundMessage)
      const publication = publicationData(input, ctx.now(), previous)
      return orNotFound(
        ctx.db.news.update({
          where: { id },
          data: { ...toData(input), ...publication, publishedAt: publication.publishedAt ?? previous.publishedAt },
          select: { id: true },
        }),
        notFoundMessage,
      )
    }),

  delete: procedureFor(staffRoles, { signedOutMessage: 'You must be logged in to delete a news item' })
    .input(byIdInput)
    .mutation(({ ctx, input }) =>
      orNotFound(ctx.db.news.delete({ where: { id: input.id }, select: { id: true } }), notFoundMessage),
    ),
})
