// The site's legal pages: the privacy notice (with its cookies section) and the terms of use. Their text is
// versioned in the database (src/server/legal/documents.ts); the admission form's consent names a privacy version.
export * from './legal-kinds'

/** The admission form's consent checkbox, beside its terms checkbox. */
export const privacyConsentLabel =
  "I am the student's parent or guardian, and I consent to the school using the information and documents in this application as the Privacy Notice describes."
export const privacyConsentMessage = 'Please give your consent to the Privacy Notice to apply.'
export const privacyNoticeChangedMessage =
  'The Privacy Notice changed while you were filling in the form. Please read the new version and tick the box again.'

export const legalLimits = { content: 60_000, summary: 200 } as const
