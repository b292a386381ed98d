// Admissions (docs/product.md, Admission form, Application status, Admissions workflow): the public form and
// status page, and the admin review. Documents travel through the file routes (src/routes/api/admission-uploads.ts and
// src/routes/api/admissions/); everything else is here.
import { badRequest } from '~/server/errors'
import { TRPCError } from '@trpc/server'
import { admissionDepsOf } from '~/server/admissions/deps'
import { queueWelcomeEmails, welcomeDepsOf } from '~/server/auth/password-links'
import { notifyAdmins } from '~/server/notifications'
import { AdmissionInsertError, AdmissionUploadError, AdmissionValidationError } from '~/server/admissions/errors'
import { getApplication, listApplications } from '~/server/admissions/review'
import { changeApplicationStatus, changeStatusInBulk, previewStatusEmail } from '~/server/admissions/status-changes'
import { createStudentAccount } from '~/server/admissions/student-account'
import { lookupApplicationStatus } from '~/server/admissions/status-lookup'
import { submitApplication } from '~/server/admissions/submit'
import { deleteDueDocuments, documentsDue } from '~/server/admissions/retention'
import {
  applicationListSchema,
  deleteDueDocumentsSchema,
  bulkStatusSchema,
  changeStatusSchema,
  statusEmailPreviewSchema,
  statusLookupSchema,
  anySubmissionSchema,
} from '~/shared/admission-schema'
import { createStudentAccountWithClassSchema } from '~/shared/enrolment-fields'
import { recordIdInputSchema } from '~/shared/ids'
import { createTRPCRouter, procedureFor, publicProcedure } from '../init'

export const admissionsRouter = createTRPCRouter({
  submit: publicProcedure.input(anySubmissionSchema).mutation(async ({ ctx, input }) => {
    try {
      const submitted = await submitApplication(input, admissionDepsOf(ctx))
      // Every admin's bell.
      const application = await ctx.db.admissionApplication.findUnique({
        where: { reference: submitted.reference },
        select: { id: true, studentName: true },
      })
      if (application) {
        await notifyAdmins(
          ctx.db,
          {
            kind: 'application_new',
            title: `New application ${submitted.reference}`,
            body: `${application.studentName} applied for admission.`,
            link: `/admin/admissions/${application.id}`,
          },
          ctx.now(),
        )
      }
      return submitted
    } catch (error) {
      if (error instanceof AdmissionValidationError)
        throw new TRPCError({ code: 'BAD_REQUEST', message: error.message, cause: error.zodError })
      if (error instanceof AdmissionUploadError) throw badRequest(error.message)
      if (error instanceof AdmissionInsertError)
        throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: error.message, cause: error.cause })
      throw error
    }
  }),

  /** A mutation, not a query: each miss is recorded for rate limiting, and POSTs get the same-site check. */
  lookupStatus: publicProcedure
    .input(statusLookupSchema)
    .mutation(({ ctx, input }) => lookupApplicationStatus(input, ctx.clientAddress, admissionDepsOf(ctx))),

  list: procedureFor(['admin'])
    .input(applicationListSchema)
    .query(({ ctx, input }) => listApplications(input, admissionDepsOf(ctx))),

  /** The privacy notice's retention rule: applications not admitted whose documents are due for deletion. */
  retentionDue: procedureFor(['admin']).query(({ ctx }) => documentsDue(ctx.db, ctx.now())),

  /** An admin, having reviewed them, deletes the due documents (the applications stay). */
  deleteDueDocuments: procedureFor(['admin'])
    .input(deleteDueDocumentsSchema)
    .mutation(({ ctx, input }) =>
      deleteDueDocuments(input.ids, ctx.user, {
        db: ctx.db,
        storage: ctx.storage,
        now: ctx.now(),
        logError: (message, error) => console.error(`[retention] ${message}`, error),
      }),
    ),

  byId: procedureFor(['admin'])
    .input(recordIdInputSchema)
    .query(({ ctx, input }) => getApplication(input.id, admissionDepsOf(ctx))),

  changeStatus: procedureFor(['admin'])
    .input(changeStatusSchema)
    .mutation(({ ctx, input }) => changeApplicationStatus(input, ctx.user, admissionDepsOf(ctx))),

  /** One decision for the selected applications; each row reports whether it moved. */
  changeStatusBulk: procedureFor(['admin'])
    .input(bulkStatusSchema)
    .mutation(({ ctx, input }) => changeStatusInBulk(input, ctx.user, admissionDepsOf(ctx))),

  /** The e-mail the family would get, shown in the confirmation dialog before the admin confirms. */
  previewStatusEmail: procedureFor(['admin'])
    .input(statusEmailPreviewSchema)
    .query(({ ctx, input }) => previewStatusEmail(input, admissionDepsOf(ctx))),

  createStudentAccount: procedureFor(['admin'])
    .input(createStudentAccountWithClassSchema)
    .mutation(async ({ ctx, input }) => {
      const created = await createStudentAccount(input, ctx.user, admissionDepsOf(ctx))
      // Welcome e-mails for the student (when they have an e-mail) and for a parent account created now.
      const emailed = await queueWelcomeEmails(welcomeDepsOf(ctx), [
        created.account,
        ...(created.parent?.password ? [created.parent.account] : []),
      ])
      return {
        ...created,
        welcomeEmailed: emailed.has(created.account.id),
        parentWelcomeEmailed: created.parent ? emailed.has(created.parent.account.id) : false,
      }
    }),
})
