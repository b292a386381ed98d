// admissions.submit, in the order of ADR 0007. The documents were uploaded first (uploads.ts); this checks
// every field again with the form's schema, claims the uploads, inserts the row, then notifies.
import { ZodError } from 'zod'
import {
  admissionSubmissionSchema,
  documentKinds,
  isAcceptedTypeFor,
  photoTypeMessage,
  streamFor,
  type DocumentKind,
} from '~/shared/admission-schema'
import { admittedClasses, classNotAdmittedMessage } from '~/shared/admission-settings'
import { privacyNoticeChangedMessage } from '~/shared/legal'
import { currentLegalVersion } from '~/server/legal/documents'
import { readAdmissionSettings } from './settings'
import type { AdmissionDeps } from './deps'
import { AdmissionInsertError, AdmissionUploadError, AdmissionValidationError } from './errors'
import { queueMessages } from '~/server/messaging/queue'
import {
  applicantConfirmation,
  officeNotification,
  queueAdmissionLetter,
  queueQuietly,
  type NotifiedApplication,
} from './notifications'
import { nextReference } from './reference'
import { discardUploads, hashUploadToken, removeFile, tokensIn, uploadPolicy } from './uploads'

export type SubmissionResult = {
  reference: string
  submittedAt: Date
  email: string
  /** False when a mark sheet was chosen but its upload could not be used (it is optional). */
  markSheetStored: boolean
  notified: { office: boolean; applicant: boolean }
}

const applicantActor = 'Applicant (online form)'

export async function submitApplication(raw: unknown, deps: AdmissionDeps): Promise<SubmissionResult> {
  const offeredTokens = tokensIn(raw)
  const parsed = admissionSubmissionSchema.safeParse(raw)
  if (!parsed.success) {
    // Nothing is kept from an invalid submission: its documents go too.
    await discardUploads(offeredTokens, deps)
    throw new AdmissionValidationError(parsed.error)
  }
  // termsAccepted is checked by the schema and has no column: sending the form at all is the acceptance. The
  // privacy consent is kept as the version of the notice it was given to.
  const {
    documents,
    termsAccepted: _accepted,
    privacyConsent: _consented,
    privacyNoticeVersion,
    stream,
    ...fields
  } = parsed.data
  const now = deps.now()

  // Consent counts only for the notice as it stands: if it changed while the form was open, the guardian reads it again.
  const notice = await currentLegalVersion(deps.db, 'privacy', now)
  if (notice.version !== privacyNoticeVersion) {
    await discardUploads(offeredTokens, deps)
    throw new AdmissionValidationError(
      new ZodError([
        { code: 'custom', path: ['privacyConsent'], message: privacyNoticeChangedMessage, input: privacyNoticeVersion },
      ]),
    )
  }

  // Only the classes the admissions settings open; the form offers no others.
  const settings = await readAdmissionSettings(deps.db)
  if (!admittedClasses(settings).includes(fields.applyingForClass)) {
    await discardUploads(offeredTokens, deps)
    throw new AdmissionValidationError(
      new ZodError([
        {
          code: 'custom',
          path: ['applyingForClass'],
          message: classNotAdmittedMessage(settings),
          input: fields.applyingForClass,
        },
      ]),
    )
  }

  const wanted = documentKinds.flatMap((kind) => {
    const token = documents[kind]
    return token ? [{ kind, token, id: hashUploadToken(token) }] : []
  })
  const rows = await deps.db.admissionUpload.findMany({ where: { id: { in: wanted.map((w) => w.id) } } })
  const claimableAfter = now.getTime() - uploadPolicy.claimWithinMs
  const usable = new Map<DocumentKind, (typeof rows)[number]>()
  for (const { kind, id } of wanted) {
    const row = rows.find((r) => r.id === id)
    if (row && row.kind === kind && row.createdAt.getTime() > claimableAfter) usable.set(kind, row)
  }
  // The photo is an image: its type was sniffed from its bytes at upload, so a PDF sent as a photo stops here.
  const photo = usable.get('photo')
  if (photo && !isAcceptedTypeFor('photo', photo.contentType)) {
    await discardUploads(offeredTokens, deps)
    throw new AdmissionValidationError(
      new ZodError([{ code: 'custom', path: ['photo'], message: photoTypeMessage, input: photo.contentType }]),
    )
  }
  if (!usable.has('birthCertificate') || !usable.has('aadhaarCard')) {
    await discardUploads(offeredTokens, deps)
    throw new AdmissionUploadError()
  }
  // A mark-sheet token that cannot be used is dropped with its file; the optional document is then missing.
  const unusable = wanted.filter(({ kind }) => !usable.has(kind)).map(({ token }) => token)
  if (unusable.length) await discardUploads(unusable, deps)

  const claimed = [...usable.values()]
  let application: NotifiedApplication
  try {
    // Claiming deletes the rows: from here on the files belong to this submission alone.
    const { count } = await deps.db.admissionUpload.deleteMany({ where: { id: { in: claimed.map((row) => row.id) } } })
    if (count !== claimed.length) {
      // Another request with the same tokens got there first; if it took only some, it fails as well.
      if (count > 0) await Promise.all(claimed.map((row) => removeFile(row, deps)))
      throw new Error(`only ${count} of ${claimed.length} uploads could be claimed`)
    }
    try {
      const reference = await nextReference(deps.db, now)
      application = await deps.db.admissionApplication.create({
        data: {
          reference,
          ...fields,
          stream: streamFor(fields.applyingForClass, stream),
          privacyNoticeVersion,
          // The session this round admits for: acceptance enrols the child in that fee year.
          session: settings.session,
          birthCertificateUrl: usable.get('birthCertificate')!.storageKey,
          aadhaarCardUrl: usable.get('aadhaarCard')!.storageKey,
          markSheetUrl: usable.get('markSheet')?.storageKey ?? null,
          photoUrl: usable.get('photo')?.storageKey ?? null,
          createdAt: now,
          statusChanges: {
            create: {
              fromStatus: null,
              toStatus: 'submitted',
              actorId: null,
              actorName: applicantActor,
              createdAt: now,
            },
          },
        },
      })
    } catch (error) {
      // No half rows and no orphan files: the nested create is one statement batch, and the claimed files go.
      await Promise.all(claimed.map((row) => removeFile(row, deps)))
      throw error
    }
  } catch (error) {
    deps.logError('inserting an application failed', error)
    throw new AdmissionInsertError({ cause: error })
  }

  // The office's notice and the family's confirmation are queued (the message worker sends them); a failed write is
  // logged and never fails the application.
  const office = await queueQuietly(deps, `office notification ${application.reference}`, () => {
    const notice = officeNotification(application, deps.appOrigin)
    return queueMessages(deps, [
      {
        recipient: { userId: null, email: notice.to, phone: null },
        template: 'application_new',
        about: `application-new:${application.id}`,
        values: {
          name: 'Admissions Office',
          subject: notice.subject,
          text: notice.text,
          html: notice.html,
          replyTo: notice.replyTo,
        },
      },
    ])
  })
  const applicant = await queueQuietly(deps, `applicant confirmation ${application.reference}`, () =>
    queueAdmissionLetter(
      deps,
      application,
      applicantConfirmation(application, deps.appOrigin),
      'Received',
      `admission-received:${application.id}`,
    ),
  )

  return {
    reference: application.reference,
    submittedAt: application.createdAt,
    email: application.email,
    markSheetStored: application.markSheetUrl !== null || !documents.markSheet,
    notified: { office, applicant },
  }
}
