// Server-only: the versions of the privacy notice and the terms of use. A save adds version n + 1 and never
// rewrites a row, so any version a guardian consented to can be read again. The first version is the built-in text
// (default-texts.ts), written the first time the page is read.
import { badRequest, conflict } from '~/server/errors'
import { writeAuditLog, type AuditActor } from '~/server/auth/audit-log'
import { sanitizeNewsHtml, isBlankMarkup } from '~/server/content/sanitize'
import { Prisma, type PrismaClient } from '~/server/db'
import { legalTitles, type LegalKind } from '~/shared/legal'
import { stripMarkup } from '~/shared/markup'
import { displayName } from '~/shared/names'
import { defaultPrivacyNotice, defaultTermsOfUse } from './default-texts'

const builtIn: Record<LegalKind, () => string> = { privacy: defaultPrivacyNotice, terms: defaultTermsOfUse }

const versionSelect = { version: true, content: true, summary: true, createdAt: true } as const

export type LegalVersion = { version: number; content: string; summary: string | null; createdAt: Date }

const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002'

/** The page as shown: its latest version, the built-in text stored as version 1 when there is none yet. */
export async function currentLegalVersion(db: PrismaClient, kind: LegalKind, now: Date): Promise<LegalVersion> {
  const latest = await db.legalDocumentVersion.findFirst({
    where: { kind },
    orderBy: { version: 'desc' },
    select: versionSelect,
  })
  if (latest) return latest
  try {
    return await db.legalDocumentVersion.create({
      data: {
        kind,
        version: 1,
        content: sanitizeNewsHtml(builtIn[kind]()),
        createdByName: 'The school',
        createdAt: now,
      },
      select: versionSelect,
    })
  } catch (error) {
    // Two first readers at once: the other one stored it.
    if (!isUniqueViolation(error)) throw error
    return currentLegalVersion(db, kind, now)
  }
}

/** One earlier version, to read what a guardian agreed to; null when there is no such version. */
export async function legalVersion(db: PrismaClient, kind: LegalKind, version: number): Promise<LegalVersion | null> {
  return db.legalDocumentVersion.findUnique({ where: { kind_version: { kind, version } }, select: versionSelect })
}

export async function legalHistory(db: PrismaClient, kind: LegalKind, now: Date) {
  await currentLegalVersion(db, kind, now)
  return db.legalDocumentVersion.findMany({
    where: { kind },
    orderBy: { version: 'desc' },
    select: { version: true, summary: true, createdAt: true, createdByName: true },
  })
}

export const staleVersionMessage =
  'Someone else published a new version while you were editing. Copy your text, reload the page and apply your changes to the new version.'

/**
 * Publishes the admin's text as the version after `baseVersion` (the one the admin opened). Two admins saving at
 * once both ask for the same number; the unique (kind, version) key lets exactly one of them in.
 */
export async function publishLegalVersion(
  db: PrismaClient,
  input: { kind: LegalKind; baseVersion: number; content: string; summary: string },
  actor: AuditActor,
  now: Date,
): Promise<{ version: number }> {
  const content = sanitizeNewsHtml(input.content)
  if (isBlankMarkup(content)) {
    throw badRequest('The text is required. Nothing readable was left after removing unsafe markup.')
  }
  const current = await currentLegalVersion(db, input.kind, now)
  if (current.version !== input.baseVersion) throw conflict(staleVersionMessage)
  const version = input.baseVersion + 1
  try {
    await db.$transaction(async (tx) => {
      await tx.legalDocumentVersion.create({
        data: {
          kind: input.kind,
          version,
          content,
          summary: input.summary,
          createdById: actor.id,
          createdByName: displayName(actor),
          createdAt: now,
        },
      })
      await writeAuditLog(tx, {
        actor,
        action: 'legal.publish',
        target: { type: 'legal', id: input.kind, label: `${legalTitles[input.kind]}, version ${version}` },
        details: { summary: input.summary },
        at: now,
      })
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(staleVersionMessage)
    throw error
  }
  return { version }
}

const headingSlug = (text: string) =>
  stripMarkup(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/**
 * The page's sections: each <h2> gets an id from its words ("Cookies" -> #cookies, which the footer links to), and
 * the list of them is the page's table of contents.
 */
export function withSections(content: string): { html: string; sections: Array<{ id: string; title: string }> } {
  const sections: Array<{ id: string; title: string }> = []
  const html = content.replace(/<h2>([\s\S]*?)<\/h2>/g, (whole, inner: string) => {
    const base = headingSlug(inner) || 'section'
    let id = base
    for (let n = 2; sections.some((section) => section.id === id); n++) id = `${base}-${n}`
    sections.push({ id, title: stripMarkup(inner) })
    return `<h2 id="${id}">${inner}</h2>`
  })
  return { html, sections }
}
