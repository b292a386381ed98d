import { createFileRoute } from '@tanstack/react-router'
import { brandImageHandlers } from '~/server/feeds/routes'

// The app icons of the web app manifest and Apple's home-screen icon (src/server/brand-images.ts).
export const Route = createFileRoute('/icons/$file')({
  server: { handlers: brandImageHandlers },
})
