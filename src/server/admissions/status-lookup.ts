// /admission-status: reference number + e-mail -> the application's status, with no account. A wrong pair
// gets one message whichever half was wrong, and failures are counted so neither half can be guessed.
import { TRPCError } from '@trpc/server'
import { statusLookupSchema, type StatusLookupInput } from '~/shared/admission-schema'
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

export async function lookupApplicationStatus(raw: StatusLookupInput, clientAddress: string | null, deps: Pick<AdmissionDeps, 'db' | 'now'>) {
  const input = statusLookupSchema.parse(raw)
  const now = deps.now()
  const address = clientAddress ?? 'unknown'
  const since = new Date(now.getTime() - statusLookupPolicy.windowMs)
  const [byAddress, byReference] = await Promise.all([
    deps.db.admissionStatusLookupFailure.count({ where: { clientAddress: address, createdAt: { gt: since } } }),
    deps.db.admissionStatusLookupFailure.count({ where: { reference: input.reference, createdAt: { gt: since } } }),
  ])
  if (byAddress >= statusLookupPolicy.perAddress || byReference >= statusLookupPolicy.perReference) {
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: tooManyLookupsMessage })
  }

  const application = await deps.db.admissionApplication.findUnique({
    where: { reference: input.reference },
    select: {
      reference: true,
      studentName: true,
      applyingForClass: true,
      status: true,
      email: true,
      createdAt: true,
      statusChanges: { orderBy: { createdAt: 'desc' }, take: 1, select: { createdAt: true } },
    },
  })
  if (!application || application.email.trim().toLowerCase() !== input.email.toLowerCase()) {
    await deps.db.$transaction([
      deps.db.admissionStatusLookupFailure.deleteMany({ where: { createdAt: { lte: since } } }),
      deps.db.admissionStatusLookupFailure.create({ data: { reference: input.reference, clientAddress: address, createdAt: now } }),
    ])
    throw new TRPCError({ code: 'NOT_FOUND', message: statusNotFoundMessage })
  }
  return {
    reference: application.reference,
    studentName: application.studentName,
    applyingForClass: application.applyingForClass,
    status: application.status,
    submittedAt: application.createdAt,
    updatedAt: application.statusChanges[0]?.createdAt ?? application.createdAt,
  }
}
