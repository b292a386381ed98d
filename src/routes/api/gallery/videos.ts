import { createFileRoute } from '@tanstack/react-router'
import { handleVideoUpload } from '~/server/gallery/video-uploads'
import { uploadHandlers } from '~/server/route-handlers'

// File transfer for the admin's gallery video uploads; the video row itself is saved through tRPC.
export const Route = createFileRoute('/api/gallery/videos')({
  server: { handlers: uploadHandlers((request) => handleVideoUpload(request)) },
})
