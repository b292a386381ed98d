// POST /api/inventory/photo?itemId=<id>: an item's photo, the raw bytes as the body and its name in X-File-Name
// (as the gallery's uploads). Admin only, same-site only; judged and re-encoded by the gallery's image processing,
// which also renders the thumbnail the list shows. A new photo replaces the old one, whose files are removed.
import { writeAuditLog } from '~/server/auth/audit-log'
import { isSameSiteRequest } from '~/server/auth/request-info'
import { displayName } from '~/server/gallery/image-processing'
import { notSavedMessage, storeUploadedImage, uploadJson } from '~/server/gallery/image-upload'
import { fileNameOf } from '~/server/gallery/uploads'
import type { PrismaClient } from '~/server/db'
import type { Storage } from '~/server/storage'
import { createRequestContext } from '~/server/trpc/context'
import { inventoryMessages } from '~/shared/inventory'
import { accessDeniedMessage, inventoryRoles } from '~/shared/roles'
import { removeFiles } from './items'
import { logError } from '~/server/request-log'

export type PhotoResponse = { imageUrl: string | null; thumbnailUrl: string | null } | { error: string }

const json = (status: number, body: PhotoResponse, headers?: Headers) => uploadJson(status, body, headers)

/** Tests pass their own database; the app uses its own. */
export type PhotoDeps = { storage: Storage; db?: PrismaClient }

export async function handleInventoryPhotoUpload(request: Request, deps: PhotoDeps): Promise<Response> {
  if (!isSameSiteRequest(request)) return json(403, { error: 'Cross-site request refused' })
  const resHeaders = new Headers()
  const ctx = await createRequestContext({ headers: request.headers, resHeaders, url: request.url, db: deps.db })
  if (!ctx.user) return json(401, { error: 'Please sign in to continue.' }, resHeaders)
  if (!(inventoryRoles as readonly string[]).includes(ctx.user.role))
    return json(403, { error: accessDeniedMessage(inventoryRoles) }, resHeaders)

  const itemId = new URL(request.url).searchParams.get('itemId')?.trim() ?? ''
  const item =
    itemId && itemId.length <= 100
      ? await ctx.db.inventoryItem.findUnique({
          where: { id: itemId },
          select: { id: true, code: true, name: true, imageKey: true, thumbnailKey: true },
        })
      : null
  if (!item) return json(404, { error: inventoryMessages.itemNotFound }, resHeaders)

  const name = displayName(fileNameOf(request))
  const saved = await storeUploadedImage(
    request,
    { storage: deps.storage, name, resHeaders, logMessage: '[inventory] photo upload failed' },
    async (processed) => {
      const stem = `${ctx.now().getTime()}-${crypto.randomUUID().slice(0, 8)}`
      const [image, thumbnail] = await Promise.all([
        deps.storage.put({
          bucket: 'website-images',
          path: `inventory/${item.id}/${stem}.${processed.display.extension}`,
          body: processed.display.body,
          contentType: processed.display.contentType,
          originalName: name,
        }),
        deps.storage.put({
          bucket: 'website-images',
          path: `inventory/${item.id}/${stem}-thumb.${processed.thumbnail.extension}`,
          body: processed.thumbnail.body,
          contentType: processed.thumbnail.contentType,
          originalName: name,
        }),
      ])
      return { imageKey: image.key, thumbnailKey: thumbnail.key }
    },
  )
  if ('response' in saved) return saved.response
  const keys = saved.stored

  try {
    await ctx.db.$transaction(async (tx) => {
      await tx.inventoryItem.update({ where: { id: item.id }, data: keys })
      await writeAuditLog(tx, {
        actor: ctx.user!,
        action: 'inventory.photo_upload',
        target: { type: 'inventory_item', id: item.id, label: `${item.code} ${item.name}` },
        at: ctx.now(),
      })
    })
  } catch (error) {
    await removeFiles(deps.storage, [keys.imageKey, keys.thumbnailKey])
    logError('[inventory] photo upload failed', error)
    return json(500, { error: notSavedMessage(name) }, resHeaders)
  }
  await removeFiles(deps.storage, [item.imageKey, item.thumbnailKey])
  return json(
    201,
    { imageUrl: deps.storage.publicUrl(keys.imageKey), thumbnailUrl: deps.storage.publicUrl(keys.thumbnailKey) },
    resHeaders,
  )
}
