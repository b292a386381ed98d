// /admission-status: reference number + e-mail -> the application's status, with no account. A wrong pair
// gets one message whichever half was wrong, and failures are counted so neither half can be guessed.
import { notFound } from '~/server/errors'
import { TRPCError } from '@trpc/server'
import { needsReason, statusLookupSchema, type StatusLookupInput } from '~/shared/admission-schema'
import { acceptanceNextSteps } from '~/shared/admission-settings'
import { readAdmissionSettings } from './settings'
import { addressOrUnknown, giveBackSlot, takeSlots } from '~/server/auth/rate-limit'
import type { AdmissionDeps } from './deps'

export const statusLookupPolicy = {
  windowMs: 15 * 60 * 1000,
  /** Failed lookups per client address per window. */
  perAddress: 10,
  /** Failed lookups per reference per window: guessing the e-mail of one application. */
  perReference: 5,
} as const

export const statusNotFoundMessage =
  'We could not find an application with that reference number and e-mail address. Please check both and try again.'
export const tooManyLookupsMessage = 'Too many attempts. Please try again later.'

export async function lookupApplicationStatus(
  raw: StatusLookupInput,
  clientAddress: string | null,
  deps: Pick<AdmissionDeps, 'db' | 'now'>,
) {
  const input = statusLookupSchema.parse(raw)
  const now = deps.now()
  const address = addressOrUnknown(clientAddress)
  // Each lookup takes its slots atomically before the application is read (rate-limit.ts): a batch of guesses
  // or a burst of parallel ones never gets more than the limit evaluated. A lookup that finds its application
  // gives its slots back, so only failures count.
  const limits = [
    {
      key: `status-lookup:address:${address}`,
      limit: statusLookupPolicy.perAddress,
      windowMs: statusLookupPolicy.windowMs,
    },
    {
      key: `status-lookup:reference:${input.reference}`,
      limit: statusLookupPolicy.perReference,
      windowMs: statusLookupPolicy.windowMs,
    },
  ]
  if (!(await takeSlots(deps.db, limits, now))) {
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: tooManyLookupsMessage })
  }

  const application = await deps.db.admissionApplication.findUnique({
    where: { reference: input.reference },
    select: {
      reference: true,
      studentName: true,
      applyingForClass: true,
      stream: true,
      status: true,
      email: true,
      createdAt: true,
      statusChanges: {
        orderBy: { createdAt: 'desc' },
        take: 1,
        select: { createdAt: true, toStatus: true, reason: true },
      },
    },
  })
  if (!application || application.email.trim().toLowerCase() !== input.email.toLowerCase()) {
    const since = new Date(now.getTime() - statusLookupPolicy.windowMs)
    await deps.db.$transaction([
      deps.db.admissionStatusLookupFailure.deleteMany({ where: { createdAt: { lte: since } } }),
      deps.db.admissionStatusLookupFailure.create({
        data: { reference: input.reference, clientAddress: address, createdAt: now },
      }),
    ])
    throw notFound(statusNotFoundMessage)
  }
  for (const limit of limits) await giveBackSlot(deps.db, limit.key)
  const latest = application.statusChanges[0]
  return {
    reference: application.reference,
    studentName: application.studentName,
    applyingForClass: application.applyingForClass,
    stream: application.stream,
    status: application.status,
    /** The admin's reason for waitlisting or rejecting, written for the family. */
    reason: latest && latest.toStatus === application.status && needsReason(application.status) ? latest.reason : null,
    /** An accepted family's next steps with the dates from the admissions settings. */
    nextSteps: application.status === 'accepted' ? acceptanceNextSteps(await readAdmissionSettings(deps.db)) : null,
    submittedAt: application.createdAt,
    updatedAt: application.statusChanges[0]?.createdAt ?? application.createdAt,
  }
}
