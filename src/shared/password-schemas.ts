import { z } from 'zod'
import { recordIdSchema } from './ids'
import { fillAllFieldsMessage } from './account-schemas'
import { meetsPasswordPolicy, passwordPolicyMessage } from './password-policy'
import { singleLine } from './text'

// The forms of "Forgot password?", the reset / set-password page and the profile's password change.

export const passwordRuleHint =
  'At least 10 characters, with an uppercase letter, a lowercase letter, a digit and a symbol.'
export const passwordsDifferMessage = 'The two passwords do not match'

export const forgotPasswordSchema = z.object({
  identifier: singleLine(
    z.string().trim().min(1, 'Please enter your school ID or e-mail').max(320, 'Please enter your school ID or e-mail'),
    'School ID or e-mail',
  ),
})
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>

const newPassword = z
  .string()
  .max(256, 'Passwords must be at most 256 characters')
  .refine(meetsPasswordPolicy, passwordPolicyMessage)

/** The reset page's first question: is this link still good? */
export const passwordLinkSchema = z.object({ token: z.string().trim().max(100) })

export const resetPasswordSchema = z.object({
  token: z.string().trim().min(1).max(100),
  password: newPassword,
})

/** The form adds the repeat; the procedure needs only the password. */
export const resetPasswordFormSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    message: passwordsDifferMessage,
    path: ['confirmPassword'],
  })
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, fillAllFieldsMessage).max(256, fillAllFieldsMessage),
  newPassword,
})

export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: passwordsDifferMessage,
    path: ['confirmPassword'],
  })
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>

/** The admin's one-time creation result, printed as slips (at most one import's worth). */
export const credentialSlipsSchema = z.object({
  slips: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(200),
        schoolId: z.string().trim().min(1).max(20),
        password: z.string().min(1).max(256),
      }),
    )
    .min(1, 'Nothing to print')
    .max(1000, 'At most 1000 slips at a time'),
})

export const guardianRelationOptions = ['father', 'mother', 'guardian'] as const
export const guardianRelationLabels = { father: 'Father', mother: 'Mother', guardian: 'Guardian' } as const

/** User management: link a parent account (by e-mail or school ID) to a student as guardian. */
export const linkGuardianSchema = z.object({
  studentId: recordIdSchema,
  parent: singleLine(z.string().trim().min(1, "Enter the parent account's e-mail or school ID").max(320), 'Parent'),
  relation: z.enum(guardianRelationOptions, 'Choose father, mother or guardian'),
})
export const unlinkGuardianSchema = z.object({ studentId: recordIdSchema, parentId: recordIdSchema })
export type LinkGuardianInput = z.output<typeof linkGuardianSchema>
export type UnlinkGuardianInput = z.output<typeof unlinkGuardianSchema>
