// The admissions settings: the class range the public pages and the form derive from, and the
// next-step dates of an accepted family. Reading is public (the home banner, /online-admissions, the form);
// saving is for admins, audit-logged, and drops the cached public pages (public-cache/versions.ts).
import { readAdmissionSettings, updateAdmissionSettings } from '~/server/admissions/settings'
import { admissionSettingsSchema } from '~/shared/admission-settings-schema'
import { createTRPCRouter, procedureFor, publicProcedure } from '../init'

export const admissionSettingsRouter = createTRPCRouter({
  get: publicProcedure.query(({ ctx }) => readAdmissionSettings(ctx.db)),

  update: procedureFor(['admin'])
    .input(admissionSettingsSchema)
    .mutation(({ ctx, input }) => updateAdmissionSettings(input, ctx.user, { db: ctx.db, now: ctx.now })),
})
