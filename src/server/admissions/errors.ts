import type { ZodError } from 'zod'

/** How a submission fails (docs/product.md, Admission form). */
export const uploadFailedMessage = 'Failed to upload required documents'
export const insertFailedMessage = 'Error submitting admission form'

/** The submission broke a rule of the shared schema; `cause` carries the field messages. */
export class AdmissionValidationError extends Error {
  override name = 'AdmissionValidationError'
  constructor(readonly zodError: ZodError) {
    super(zodError.issues[0]?.message ?? 'Invalid application')
  }
}

/** A required document is missing, expired or could not be stored. */
export class AdmissionUploadError extends Error {
  override name = 'AdmissionUploadError'
  constructor(options?: ErrorOptions) {
    super(uploadFailedMessage, options)
  }
}

/** The application row could not be written. */
export class AdmissionInsertError extends Error {
  override name = 'AdmissionInsertError'
  constructor(options?: ErrorOptions) {
    super(insertFailedMessage, options)
  }
}
