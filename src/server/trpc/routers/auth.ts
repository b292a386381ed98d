import { badRequest, forbidden, notFound } from '~/server/errors'
import { TRPCError } from '@trpc/server'
import { serializeClearedSessionCookie, serializeSessionCookie } from '~/server/auth/cookie'
import { hashPassword, verifyPassword } from '~/server/auth/password'
import { beginLoginAttempt, failLoginAttempt, recordSignIn, succeedLoginAttempt } from '~/server/auth/login-limits'
import {
  changeOwnPassword,
  passwordLinkStatus,
  requestPasswordReset,
  setPasswordWithLink,
} from '~/server/auth/password-links'
import { tooManyAttemptsMessage } from '~/server/auth/rate-limit'
import { studentDetailsSelect, teacherDetailsSelect } from '~/server/auth/user-selects'
import { currentEnrolment } from '~/server/fees/enrolment'
import {
  createSession,
  deleteExpiredSessions,
  endOtherSessions,
  endOwnSession,
  invalidateSession,
  listSessions,
  sessionUserSelect,
} from '~/server/auth/session'
import { loginSchema, profileContactSchema } from '~/shared/account-schemas'
import { readContact, removeOwnPhoto, setAvatar, updateContact } from '~/server/auth/profile'
import { normalizeIdentifier } from '~/shared/identifier'
import {
  changePasswordSchema,
  forgotPasswordSchema,
  passwordLinkSchema,
  resetPasswordSchema,
} from '~/shared/password-schemas'
import { recordIdInputSchema } from '~/shared/ids'
import { roleLabels } from '~/shared/roles'
import { authedProcedure, createTRPCRouter, procedureFor, publicProcedure } from '../init'

export const invalidCredentialsMessage = 'Invalid school ID or password'
/** Shown only after the right password, so it reveals nothing to someone guessing. */
export const deactivatedAccountMessage = 'This account has been deactivated. Please contact the school office.'

// Verifying against a real hash when the account does not exist keeps both failures equally slow.
let dummyHash: Promise<string> | undefined
const getDummyHash = () => (dummyHash ??= hashPassword('not-a-real-password-0'))

export const authRouter = createTRPCRouter({
  /** The signed-in user, or null: what the header and route guards read. */
  me: publicProcedure.query(({ ctx }) => ctx.user),

  /** An identifier with @ is an e-mail, anything else a school ID (case-insensitive). */
  login: publicProcedure.input(loginSchema).mutation(async ({ ctx, input }) => {
    const now = ctx.now()
    const identifier = normalizeIdentifier(input.identifier)
    const user = await ctx.db.user.findUnique({
      where: identifier.kind === 'email' ? { email: identifier.value } : { uniqueId: identifier.value },
      select: { ...sessionUserSelect, passwordHash: true, isActive: true },
    })
    // The slots are taken before the password is checked: a batch or a burst never gets more guesses evaluated.
    const attempt = await beginLoginAttempt(
      ctx.db,
      { account: user?.id ?? identifier.value, clientAddress: ctx.clientAddress },
      now,
    )
    if (!attempt) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: tooManyAttemptsMessage })

    const passwordMatches = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password)
    const failure = { identifier: identifier.value, userId: user?.id ?? null }
    if (!user || !passwordMatches) {
      await failLoginAttempt(ctx.db, attempt, failure, now)
      throw new TRPCError({ code: 'UNAUTHORIZED', message: invalidCredentialsMessage })
    }
    if (!user.isActive) {
      await failLoginAttempt(ctx.db, attempt, failure, now)
      throw forbidden(deactivatedAccountMessage)
    }
    await succeedLoginAttempt(ctx.db, attempt)
    if (input.allowedRoles && !input.allowedRoles.includes(user.role)) {
      const labels = input.allowedRoles.map((role) => roleLabels[role]).join(' and ')
      throw forbidden(`This sign-in is for ${labels} accounts. Please use the main Login page.`)
    }

    const failedSignIns = await recordSignIn(ctx.db, user.id, now)
    await deleteExpiredSessions({ db: ctx.db, now })
    // Signing in again (perhaps as someone else) replaces the browser's previous session.
    if (ctx.session) await invalidateSession(ctx.session.id, { db: ctx.db })
    const { token, session } = await createSession(user.id, {
      db: ctx.db,
      now,
      userAgent: ctx.headers.get('user-agent'),
    })
    ctx.resHeaders.append('set-cookie', serializeSessionCookie(token, session.expiresAt, ctx.secureCookies, now))
    const { passwordHash: _hash, isActive: _active, ...signedIn } = user
    /** Wrong passwords typed for this account (from anywhere) since its previous sign-in: the form tells the owner. */
    return { ...signedIn, failedSignIns }
  }),

  /** Ends this session and clears the cookie; harmless when already signed out. */
  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.session) await invalidateSession(ctx.session.id, { db: ctx.db })
    ctx.resHeaders.append('set-cookie', serializeClearedSessionCookie(ctx.secureCookies))
    return { ok: true as const }
  }),

  /** The profile's "Where you're signed in": this account's live sessions, this one first and marked. */
  sessions: procedureFor('signed-in').query(({ ctx }) =>
    listSessions(ctx.user.id, ctx.session?.id ?? null, { db: ctx.db, now: ctx.now() }),
  ),

  /** Signs one of the caller's other sessions out (a lost phone, a shared computer). */
  endSession: procedureFor('signed-in')
    .input(recordIdInputSchema)
    .mutation(async ({ ctx, input }) => {
      if (input.id === ctx.session?.id) {
        throw badRequest('To sign out of this device, use Logout.')
      }
      if (!(await endOwnSession(ctx.user.id, input.id, { db: ctx.db }))) {
        throw notFound('That session has already ended.')
      }
      return { ok: true as const }
    }),

  /** "Sign out everywhere": every session of the account ends, this one included, and the cookie is cleared. */
  signOutEverywhere: procedureFor('signed-in').mutation(async ({ ctx }) => {
    const ended = await endOtherSessions(ctx.user.id, null, { db: ctx.db })
    ctx.resHeaders.append('set-cookie', serializeClearedSessionCookie(ctx.secureCookies))
    return { ended }
  }),

  /** "Forgot password?": the same answer whether or not the account exists; a link goes out when it does. */
  requestPasswordReset: publicProcedure.input(forgotPasswordSchema).mutation(async ({ ctx, input }) => {
    await requestPasswordReset(
      {
        db: ctx.db,
        now: ctx.now(),
        origin: ctx.appOrigin,
        clientAddress: ctx.clientAddress,
        requester: ctx.user,
      },
      input.identifier,
    )
    return { ok: true as const }
  }),

  /** The reset page asks first, so an old link says so before anyone types a password. */
  passwordLink: publicProcedure
    .input(passwordLinkSchema)
    .query(({ ctx, input }) => passwordLinkStatus(ctx.db, input.token, ctx.now())),

  /** Sets a password through a reset or welcome link; every session of the account ends. */
  resetPassword: publicProcedure.input(resetPasswordSchema).mutation(async ({ ctx, input }) => {
    await setPasswordWithLink(ctx.db, { token: input.token, password: input.password, now: ctx.now() })
    return { ok: true as const }
  }),

  /** The profile's "Change password": the current one is required; other sessions end, this one stays. */
  changePassword: procedureFor('signed-in')
    .input(changePasswordSchema)
    .mutation(({ ctx, input }) =>
      changeOwnPassword(ctx.db, {
        userId: ctx.user.id,
        sessionId: ctx.session?.id ?? null,
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        now: ctx.now(),
      }),
    ),

  /** The profile page: the account with its teachers or students row. */
  profile: authedProcedure.query(async ({ ctx }) => {
    const user = await ctx.db.user.findUnique({
      where: { id: ctx.user.id },
      select: {
        ...sessionUserSelect,
        createdAt: true,
        teacher: { select: teacherDetailsSelect },
        student: { select: studentDetailsSelect },
      },
    })
    if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' })
    // A student's class, section and roll number in the current academic year (fee portal's enrolment).
    return {
      ...user,
      contact: await readContact(ctx.db, user),
      enrolment: user.student ? await currentEnrolment(ctx.db, user.id) : null,
    }
  }),

  /** Edit Profile: the caller's own phone and address; nobody else's, whatever the input. */
  updateProfile: procedureFor('signed-in')
    .input(profileContactSchema)
    .mutation(({ ctx, input }) => updateContact(ctx.db, ctx.user, input, ctx.now())),

  /** Removes the caller's own photo (uploading one goes through POST /api/profile/photo). */
  removePhoto: procedureFor('signed-in').mutation(async ({ ctx }) => {
    const previous = await setAvatar(ctx.db, ctx.user, null, ctx.now())
    await removeOwnPhoto(ctx.storage, previous)
    return { ok: true as const }
  }),
})
