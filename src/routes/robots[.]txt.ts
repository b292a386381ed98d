import { createFileRoute } from '@tanstack/react-router'
import { robotsHandlers } from '~/server/feeds/routes'

// What search engines may crawl (src/server/feeds/).
export const Route = createFileRoute('/robots.txt')({
  server: { handlers: robotsHandlers },
})
