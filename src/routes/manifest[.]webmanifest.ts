import { createFileRoute } from '@tanstack/react-router'
import { manifestHandlers } from '~/server/feeds/routes'

// The web app manifest: a parent adds the school to the home screen (src/server/brand-images.ts).
export const Route = createFileRoute('/manifest.webmanifest')({
  server: { handlers: manifestHandlers },
})
