import { createFileRoute } from '@tanstack/react-router'
import { getRequestIP } from '@tanstack/react-start/server'
import { defaultAdmissionDeps } from '~/server/admissions/deps'
import { handleAdmissionUpload } from '~/server/admissions/uploads'
import { clientAddressOf } from '~/server/auth/request-info'
import { uploadHandlers } from '~/server/route-handlers'

function socketAddress(): string | undefined {
  try {
    return getRequestIP()
  } catch {
    return undefined
  }
}

// File transfer for the admission form: one document per POST, answered with a token for admissions.submit.
export const Route = createFileRoute('/api/admission-uploads')({
  server: {
    handlers: uploadHandlers((request) =>
      handleAdmissionUpload(request, defaultAdmissionDeps(), {
        clientAddress: clientAddressOf(request.headers, socketAddress()),
      }),
    ),
  },
})
