// Edit Profile: a signed-in user changes their own contact details and photo, nobody else's.
// A teacher's phone lives on the teachers row and a student's address on the students row (the office's screens
// read them there); everything else on the account's own columns (profiles.phone, profiles.address).
import { randomInt } from 'node:crypto'
import { writeAuditLog, type AuditActor } from '~/server/auth/audit-log'
import { takeSlot, tooManyUploadsMessage, uploadLimit } from '~/server/auth/rate-limit'
import { isSameSiteRequest } from '~/server/auth/request-info'
import type { PrismaClient } from '~/server/db'
import { displayName } from '~/server/gallery/image-processing'
import { notSavedMessage, storeUploadedImage, uploadJson } from '~/server/gallery/image-upload'
import { fileNameOf } from '~/server/gallery/uploads'
import { logError } from '~/server/request-log'
import { getStorage, type Storage } from '~/server/storage'
import { createRequestContext, type Context } from '~/server/trpc/context'
import type { Role } from '~/shared/roles'

export type ProfileContact = { phone: string | null; address: string | null }

type Owner = { id: string; role: Role }

/** The contact details as the profile shows them, from wherever the role keeps them. */
export async function readContact(db: PrismaClient, owner: Owner): Promise<ProfileContact> {
  const row = await db.user.findUniqueOrThrow({
    where: { id: owner.id },
    select: {
      phone: true,
      address: true,
      teacher: { select: { phone: true } },
      student: { select: { address: true } },
    },
  })
  return {
    phone: row.teacher ? row.teacher.phone : row.phone,
    address: row.student ? row.student.address : row.address,
  }
}

/** Saves the caller's own contact details; audit-logged with what changed, from and to. */
export async function updateContact(
  db: PrismaClient,
  actor: AuditActor & Owner,
  input: { phone?: string; address?: string },
  now: Date,
): Promise<ProfileContact> {
  const next: ProfileContact = { phone: input.phone ?? null, address: input.address ?? null }
  return db.$transaction(async (tx) => {
    const before = await tx.user.findUniqueOrThrow({
      where: { id: actor.id },
      select: {
        phone: true,
        address: true,
        teacher: { select: { phone: true } },
        student: { select: { address: true } },
      },
    })
    const previous: ProfileContact = {
      phone: before.teacher ? before.teacher.phone : before.phone,
      address: before.student ? before.student.address : before.address,
    }
    if (before.teacher) await tx.teacher.update({ where: { userId: actor.id }, data: { phone: next.phone } })
    if (before.student) await tx.student.update({ where: { userId: actor.id }, data: { address: next.address } })
    await tx.user.update({
      where: { id: actor.id },
      data: { ...(before.teacher ? {} : { phone: next.phone }), ...(before.student ? {} : { address: next.address }) },
    })
    const changed = (['phone', 'address'] as const).filter((key) => previous[key] !== next[key])
    if (changed.length > 0) {
      await writeAuditLog(tx, {
        actor,
        action: 'user.profile_update',
        target: { type: 'user', id: actor.id, label: `${actor.firstName} ${actor.lastName}`.trim() },
        // { phone: { from, to } }: the audit log's sentence reads "phone from … to …".
        details: Object.fromEntries(changed.map((key) => [key, { from: previous[key], to: next[key] }])),
        at: now,
      })
    }
    return next
  })
}

// ---------- the photo ----------

export type ProfilePhotoResponse = { avatarUrl: string } | { error: string }

/** Photos one person may upload per window: enough to try a few, not enough for a script. */
export const profilePhotoUploadPolicy = { perUser: 20, windowMs: 15 * 60 * 1000 } as const

/** The stored key of one of our own photos from its /files/ URL; null for anything else. */
export function ownPhotoKey(url: string | null): string | null {
  return url?.startsWith('/files/website-images/avatars/') ? url.slice('/files/'.length) : null
}

const json = (status: number, body: ProfilePhotoResponse, headers?: Headers) => uploadJson(status, body, headers)

export type ProfilePhotoDeps = {
  storage?: Storage
  context?: (request: Request, resHeaders: Headers) => Promise<Context>
}

/**
 * POST /api/profile/photo: the signed-in user's own photo, raw bytes with the name in X-File-Name (so the browser
 * shows progress), the same checks and re-encoding as every other image upload (gallery/image-processing.ts: JPEG
 * or PNG or WebP by content, at most 5 MB, decodable). The square-ish thumbnail variant is what an avatar needs;
 * the previous photo's file is removed once the new one is saved.
 */
export async function handleProfilePhotoUpload(request: Request, deps: ProfilePhotoDeps = {}): Promise<Response> {
  if (!isSameSiteRequest(request)) return json(403, { error: 'Cross-site request refused' })
  const storage = deps.storage ?? getStorage()
  const resHeaders = new Headers()
  const ctx = await (
    deps.context ??
    ((req, headers) => createRequestContext({ headers: req.headers, resHeaders: headers, url: req.url }))
  )(request, resHeaders)
  if (!ctx.user) return json(401, { error: 'Please sign in to continue.' }, resHeaders)
  const slot = await takeSlot(
    ctx.db,
    uploadLimit('profile-photo-upload', profilePhotoUploadPolicy, ctx.user.id),
    ctx.now(),
  )
  if (!slot.allowed) return json(429, { error: tooManyUploadsMessage }, resHeaders)

  const name = displayName(fileNameOf(request))
  const userId = ctx.user.id
  const saved = await storeUploadedImage(
    request,
    { storage, name, resHeaders, logMessage: '[profile] photo upload failed' },
    async ({ thumbnail }) => {
      const stem = `${ctx.now().getTime()}-${String(randomInt(1_000_000)).padStart(6, '0')}`
      return (
        await storage.put({
          bucket: 'website-images',
          path: `avatars/${userId}/${stem}.${thumbnail.extension}`,
          body: thumbnail.body,
          contentType: thumbnail.contentType,
          originalName: name,
        })
      ).key
    },
  )
  if ('response' in saved) return saved.response
  const key = saved.stored

  const avatarUrl = `/files/${key}`
  let previous: string | null
  try {
    previous = await setAvatar(ctx.db, ctx.user, avatarUrl, ctx.now())
  } catch (error) {
    await storage.delete(key).catch(() => undefined)
    logError('[profile] photo upload failed', error)
    return json(500, { error: notSavedMessage(name) }, resHeaders)
  }
  await removeOwnPhoto(storage, previous)
  return json(201, { avatarUrl }, resHeaders)
}

/** Sets (or with null removes) the caller's photo; returns the previous URL. */
export async function setAvatar(
  db: PrismaClient,
  actor: AuditActor,
  avatarUrl: string | null,
  now: Date,
): Promise<string | null> {
  return db.$transaction(async (tx) => {
    const before = await tx.user.findUniqueOrThrow({ where: { id: actor.id }, select: { avatarUrl: true } })
    await tx.user.update({ where: { id: actor.id }, data: { avatarUrl } })
    await writeAuditLog(tx, {
      actor,
      action: avatarUrl ? 'user.photo_upload' : 'user.photo_remove',
      target: { type: 'user', id: actor.id, label: `${actor.firstName} ${actor.lastName}`.trim() },
      at: now,
    })
    return before.avatarUrl
  })
}

/** Removes the file of a replaced photo when it is one of ours; a failure leaves it to the orphan sweeper. */
export async function removeOwnPhoto(storage: Storage, url: string | null): Promise<void> {
  const key = ownPhotoKey(url)
  if (key)
    await storage.delete(key).catch((error: unknown) => logError('[profile] could not remove the old photo', error))
}
