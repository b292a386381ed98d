import { createFileRoute } from '@tanstack/react-router'
import { sitemapHandlers } from '~/server/feeds/routes'

// Every public page for search engines (src/server/feeds/).
export const Route = createFileRoute('/sitemap.xml')({
  server: { handlers: sitemapHandlers },
})
