import { createFileRoute } from '@tanstack/react-router'
import { handleInventoryPhotoUpload } from '~/server/inventory/photo'
import { getStorage } from '~/server/storage'

// File transfer for an inventory item's photo; everything else in the inventory goes through tRPC.
export const Route = createFileRoute('/api/inventory/photo')({
  server: {
    handlers: {
      POST: ({ request }) => handleInventoryPhotoUpload(request, { storage: getStorage() }),
      ANY: () => new Response('Method not allowed', { status: 405, headers: { Allow: 'POST' } }),
    },
  },
})
