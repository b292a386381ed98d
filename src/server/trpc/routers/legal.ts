// The privacy notice and the terms of use: anyone reads them (and any earlier version, to see what a guardian agreed
// to); admins publish a new version. A publish drops the cached public pages (public-cache/versions.ts).
import { notFound } from '~/server/errors'
import {
  currentLegalVersion,
  legalHistory,
  legalVersion,
  publishLegalVersion,
  withSections,
} from '~/server/legal/documents'
import { legalKindInput, legalVersionInput, publishLegalInput } from '~/shared/legal-schemas'
import { legalTitles } from '~/shared/legal'
import { createTRPCRouter, procedureFor, publicProcedure } from '../init'

export const legalRouter = createTRPCRouter({
  /** The page's text: the current version, or the one asked for. */
  page: publicProcedure.input(legalVersionInput).query(async ({ ctx, input }) => {
    const current = await currentLegalVersion(ctx.db, input.kind, ctx.now())
    const shown =
      input.version === undefined || input.version === current.version
        ? current
        : await legalVersion(ctx.db, input.kind, input.version)
    if (!shown) throw notFound(`${legalTitles[input.kind]} version ${input.version} does not exist.`)
    const { html, sections } = withSections(shown.content)
    return { version: shown.version, createdAt: shown.createdAt, html, sections, latest: current.version }
  }),

  /** The current version's number and date only (the admission form's consent box). */
  currentVersion: publicProcedure.input(legalKindInput).query(async ({ ctx, input }) => {
    const { version, createdAt } = await currentLegalVersion(ctx.db, input.kind, ctx.now())
    return { version, createdAt }
  }),

  history: procedureFor(['admin'])
    .input(legalKindInput)
    .query(({ ctx, input }) => legalHistory(ctx.db, input.kind, ctx.now())),

  publish: procedureFor(['admin'])
    .input(publishLegalInput)
    .mutation(({ ctx, input }) => publishLegalVersion(ctx.db, input, ctx.user, ctx.now())),
})
