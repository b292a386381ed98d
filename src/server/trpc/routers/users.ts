// The admin's user tools: registration, management (edit, reset password, deactivate, delete), roles and
// the CSV import. Every procedure is admin-only; the services audit-log every change in its own transaction.
import { recordIdInputSchema } from '~/shared/ids'
import { deleteUser, resetUserPassword, setUserActive, setUserRole } from '~/server/auth/user-access'
import { getUser, listUsers, roleCounts, updateUser } from '~/server/auth/user-admin'
import {
  createUser,
  credentialSlips,
  importStudentAccounts,
  linkParent,
  unlinkParent,
} from '~/server/auth/user-registration'
import { guardianLinks } from '~/server/auth/guardians'
import {
  createUserSchema,
  importStudentsSchema,
  listUsersSchema,
  setActiveSchema,
  setRoleSchema,
  updateUserSchema,
} from '~/shared/account-schemas'
import { credentialSlipsSchema, linkGuardianSchema, unlinkGuardianSchema } from '~/shared/password-schemas'
import { createTRPCRouter, procedureFor } from '../init'

// The refusal of account creation has its own words.
const onlyAdminsCreateAccounts = { forbiddenMessage: 'Only administrators can create new user accounts' }

export const usersRouter = createTRPCRouter({
  list: procedureFor(['admin'])
    .input(listUsersSchema)
    .query(({ ctx, input }) => listUsers(ctx.db, input)),
  get: procedureFor(['admin'])
    .input(recordIdInputSchema)
    .query(({ ctx, input }) => getUser(ctx.db, input.id)),
  /** Counts per role for the role management screen and the admin dashboard. */
  roleCounts: procedureFor(['admin']).query(({ ctx }) => roleCounts(ctx.db)),
  create: procedureFor(['admin'], onlyAdminsCreateAccounts)
    .input(createUserSchema)
    .mutation(({ ctx, input }) => createUser(ctx, ctx.user, input)),
  importStudents: procedureFor(['admin'], onlyAdminsCreateAccounts)
    .input(importStudentsSchema)
    .mutation(({ ctx, input }) => importStudentAccounts(ctx, ctx.user, input)),
  /** Both sides of an account's guardian links. */
  guardians: procedureFor(['admin'])
    .input(recordIdInputSchema)
    .query(({ ctx, input }) => guardianLinks(ctx.db, input.id)),
  linkGuardian: procedureFor(['admin'])
    .input(linkGuardianSchema)
    .mutation(({ ctx, input }) => linkParent(ctx, ctx.user, input)),
  unlinkGuardian: procedureFor(['admin'])
    .input(unlinkGuardianSchema)
    .mutation(({ ctx, input }) => unlinkParent(ctx, ctx.user, input)),
  credentialSlips: procedureFor(['admin'])
    .input(credentialSlipsSchema)
    .mutation(({ ctx, input }) => credentialSlips(input.slips, ctx.now())),
  update: procedureFor(['admin'])
    .input(updateUserSchema)
    .mutation(({ ctx, input }) => updateUser(ctx, ctx.user, input)),
  resetPassword: procedureFor(['admin'])
    .input(recordIdInputSchema)
    .mutation(({ ctx, input }) => resetUserPassword(ctx, ctx.user, input.id)),
  setActive: procedureFor(['admin'])
    .input(setActiveSchema)
    .mutation(({ ctx, input }) => setUserActive(ctx, ctx.user, input)),
  delete: procedureFor(['admin'])
    .input(recordIdInputSchema)
    .mutation(({ ctx, input }) => deleteUser(ctx, ctx.user, input.id)),
  setRole: procedureFor(['admin'])
    .input(setRoleSchema)
    .mutation(({ ctx, input }) => setUserRole(ctx, ctx.user, input)),
})
