import { createFileRoute } from '@tanstack/react-router'
import { newsFeedHandlers } from '~/server/feeds/routes'

// The news as RSS 2.0 (src/server/feeds/).
export const Route = createFileRoute('/news/feed.xml')({
  server: { handlers: newsFeedHandlers },
})
