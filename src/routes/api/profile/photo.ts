import { createFileRoute } from '@tanstack/react-router'
import { handleProfilePhotoUpload } from '~/server/auth/profile'
import { uploadHandlers } from '~/server/route-handlers'

// File transfer for the signed-in user's own photo (Edit Profile); the rest of the profile goes through tRPC.
export const Route = createFileRoute('/api/profile/photo')({
  server: { handlers: uploadHandlers((request) => handleProfilePhotoUpload(request)) },
})
