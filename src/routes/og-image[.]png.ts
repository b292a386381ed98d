import { createFileRoute } from '@tanstack/react-router'
import { brandImageHandlers } from '~/server/feeds/routes'

// The picture a shared link shows when its page has none (src/server/brand-images.ts).
export const Route = createFileRoute('/og-image.png')({
  server: { handlers: brandImageHandlers },
})
