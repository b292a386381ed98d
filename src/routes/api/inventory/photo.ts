import { createFileRoute } from '@tanstack/react-router'
import { handleInventoryPhotoUpload } from '~/server/inventory/photo'
import { getStorage } from '~/server/storage'
import { uploadHandlers } from '~/server/route-handlers'

// File transfer for an inventory item's photo; everything else in the inventory goes through tRPC.
export const Route = createFileRoute('/api/inventory/photo')({
  server: { handlers: uploadHandlers((request) => handleInventoryPhotoUpload(request, { storage: getStorage() })) },
})
