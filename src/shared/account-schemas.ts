import { z } from 'zod'
import { recordIdSchema } from './ids'
import { todayKey } from './clock'
import { enrolmentFieldsSchema } from './enrolment-fields'
import { optionalDateEntry } from './date-schema'
import { genders } from './gender'
import { roles, userStatuses, type Role } from './roles'
import { normalizeSchoolId, schoolIdExample, schoolIdPattern } from './school-id'
import { multiLine, singleLine } from './text'
import { optionalIndianMobileSchema } from './phone'

// One schema per form, used by react-hook-form (zodResolver) and by the procedure.

export const fillAllFieldsMessage = 'Please fill in all fields'
export const namesRequiredMessage = 'First name and last name are required'
export const invalidEmailMessage = 'Invalid email address format'
export const schoolIdFormatMessage = `School ID must be three letters followed by six digits (e.g. ${schoolIdExample})`

export const loginSchema = z.object({
  identifier: singleLine(
    z.string().trim().min(1, fillAllFieldsMessage).max(320, 'Invalid school ID or password'),
    'School ID or e-mail',
  ),
  // Not trimmed: spaces may be part of a password.
  password: z.string().min(1, fillAllFieldsMessage).max(256, 'Invalid school ID or password'),
  /** Portal sign-ins (fee portal, inventory) admit only these roles; /login admits every role. */
  allowedRoles: z.array(z.enum(roles)).min(1).optional(),
})
export type LoginInput = z.input<typeof loginSchema>

/** Blank text becomes undefined, so optional columns are stored as null. */
const optionalText = (max: number, label: string, lines: 'single' | 'multi' = 'single') => {
  const text = z.string().trim().max(max, `${label} must be at most ${max} characters`)
  return (lines === 'multi' ? multiLine(text, label) : singleLine(text, label))
    .optional()
    .transform((value) => (value ? value : undefined))
}

const nameField = singleLine(
  z.string().trim().min(1, namesRequiredMessage).max(100, 'Names must be at most 100 characters'),
  'Names',
)

const optionalEmail = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value.toLowerCase() : undefined))
  .pipe(z.email(invalidEmailMessage).max(254, invalidEmailMessage).optional())

// Dates are stored as YYYY-MM-DD; people type them DD/MM/YYYY.
const optionalDate = (options: { past?: boolean } = {}) =>
  optionalDateEntry({
    // No message of its own: the shared one, or the impossible day named ("There is no 29 February 2015.").
    min: '1900-01-01',
    minMessage: 'Dates before 1900 are not accepted',
    ...(options.past ? { max: todayKey, maxMessage: 'Date of birth cannot be in the future' } : {}),
  })

/** "M", "F" and "O" as well as the words, in any case (CSV files from other systems write them so). */
const genderAliases: Record<string, string> = { m: 'male', f: 'female', o: 'other' }

const optionalGender = z
  .string()
  .optional()
  .transform((value) => {
    const word = value?.trim().toLowerCase()
    return word ? (genderAliases[word] ?? word) : undefined
  })
  .pipe(z.enum(genders, 'Choose male, female or other (M, F or O)').optional())

/** Phones of accounts and families are Indian mobiles, stored as +91XXXXXXXXXX (src/shared/phone.ts). */
const optionalPhone = optionalIndianMobileSchema

const optionalSchoolId = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() ? normalizeSchoolId(value) : undefined))
  .refine((value) => value === undefined || schoolIdPattern.test(value), schoolIdFormatMessage)

export const teacherFieldsSchema = z.object({
  dateOfBirth: optionalDate({ past: true }),
  gender: optionalGender,
  joiningDate: optionalDate(),
  employeeId: optionalText(40, 'Employee ID'),
  subjects: optionalText(200, 'Subjects'),
  specialization: optionalText(120, 'Specialization'),
  qualification: optionalText(120, 'Qualification'),
  phone: optionalPhone,
})
export type TeacherFields = z.output<typeof teacherFieldsSchema>

export const studentFieldsSchema = z.object({
  parentEmail: optionalEmail,
  dateOfBirth: optionalDate({ past: true }),
  gender: optionalGender,
  address: optionalText(300, 'Address', 'multi'),
  parentName: optionalText(120, 'Parent name'),
  parentPhone: optionalPhone,
  // The class in the current academic year: blank = not enrolled yet.
  ...enrolmentFieldsSchema.shape,
})
export type StudentFields = z.output<typeof studentFieldsSchema>

/** A student may have no e-mail of their own (they sign in with the school ID); every other role needs one. */
export const emailRequiredMessage =
  'An e-mail address is required for parent, teacher, cashier and administrator accounts'
export const noEmailHint = 'A student without an e-mail signs in with the school ID.'
export function emailIsRequired(role: Role): boolean {
  return role !== 'student'
}

/** Blank becomes null (no e-mail), and null is accepted back (a form resubmitting its parsed values); the role check is `requireEmailByRole` on the whole object. */
const accountEmail = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value.toLowerCase() : null))
  .pipe(z.email(invalidEmailMessage).max(254, invalidEmailMessage).nullable())

function requireEmailByRole(value: { role?: Role | undefined; email: string | null }, ctx: z.RefinementCtx) {
  if (value.role && emailIsRequired(value.role) && !value.email)
    ctx.addIssue({ code: 'custom', path: ['email'], message: emailRequiredMessage })
}

/** What the add and the edit form both ask: the person's name and e-mail, then the teacher's or student's details. */
const personFields = { firstName: nameField, lastName: nameField, email: accountEmail }
const roleDetailFields = { teacher: teacherFieldsSchema.optional(), student: studentFieldsSchema.optional() }

export const createUserSchema = z
  .object({
    role: z.enum(roles, 'Choose a role'),
    ...personFields,
    schoolId: optionalSchoolId,
    ...roleDetailFields,
  })
  .superRefine(requireEmailByRole)
export type CreateUserFormValues = z.input<typeof createUserSchema>
export type CreateUserInput = z.output<typeof createUserSchema>

/** Edit Profile: one's own contact details; blank clears a field. */
export const profileContactSchema = z.object({
  phone: optionalPhone,
  address: optionalText(300, 'Address', 'multi'),
})
export type ProfileContactValues = z.input<typeof profileContactSchema>

export const updateUserSchema = z
  .object({
    id: recordIdSchema,
    /** The account's role as the form knows it, for the e-mail rule; the server checks the stored role again. */
    role: z.enum(roles).optional(),
    ...personFields,
    ...roleDetailFields,
    /** The account's own phone and address, checked as Edit Profile checks them; absent leaves them as they are. */
    contact: profileContactSchema.optional(),
  })
  .superRefine(requireEmailByRole)
export type UpdateUserFormValues = z.input<typeof updateUserSchema>
export type UpdateUserInput = z.output<typeof updateUserSchema>

export const listUsersSchema = z.object({
  search: singleLine(z.string().trim().max(100), 'Search').optional(),
  role: z.enum(roles).optional(),
  status: z.enum(userStatuses).optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(5).max(100).default(20),
})
export type ListUsersInput = z.output<typeof listUsersSchema>

export const setActiveSchema = z.object({ id: recordIdSchema, active: z.boolean() })
export const setRoleSchema = z.object({ id: recordIdSchema, role: z.enum(roles, 'Choose a role') })
export type SetActiveInput = z.output<typeof setActiveSchema>
export type SetRoleInput = z.output<typeof setRoleSchema>

// Bulk student import: the CSV columns, in the order the template shows them.
export const studentImportColumns = [
  'first_name',
  'last_name',
  'email',
  'school_id',
  'parent_email',
  'date_of_birth',
  'gender',
  'address',
  'parent_name',
  'parent_phone',
  'class',
  'section',
  'roll_number',
] as const
// email is optional: a family without e-mail signs in with the school ID.
export const requiredImportColumns = ['first_name', 'last_name'] as const
export const maxImportRows = 500

/** One CSV row -> the same checks as the registration form, for a student. */
export const studentImportRowSchema = z
  .object({
    first_name: z.string().optional().default(''),
    last_name: z.string().optional().default(''),
    email: z.string().optional().default(''),
    school_id: z.string().optional(),
    parent_email: z.string().optional(),
    date_of_birth: z.string().optional(),
    gender: z.string().optional(),
    address: z.string().optional(),
    parent_name: z.string().optional(),
    parent_phone: z.string().optional(),
    class: z.string().optional(),
    section: z.string().optional(),
    roll_number: z.string().optional(),
  })
  .transform((row): CreateUserFormValues => ({
    role: 'student',
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    schoolId: row.school_id,
    student: {
      parentEmail: row.parent_email,
      dateOfBirth: row.date_of_birth,
      gender: row.gender,
      address: row.address,
      parentName: row.parent_name,
      parentPhone: row.parent_phone,
      className: row.class,
      section: row.section,
      rollNumber: row.roll_number,
    },
  }))
  .pipe(createUserSchema)

export const importStudentsSchema = z.object({
  rows: z
    .array(z.record(z.string(), z.string()))
    .min(1, 'The file has no data rows')
    .max(maxImportRows, `Import at most ${maxImportRows} rows at a time`),
  /** Check every row and report, writing nothing. */
  dryRun: z.boolean().default(false),
})
export type ImportStudentsInput = z.output<typeof importStudentsSchema>

/** The audit log's filters: who did it, what, a name or label searched, and a date range (both ends inclusive). */
export const auditLogFilterSchema = z.object({
  action: singleLine(z.string().trim().max(60), 'Action').optional(),
  actorId: singleLine(z.string().trim().max(60), 'Actor').optional(),
  q: singleLine(z.string().trim().max(100), 'Search').optional(),
  from: optionalDateEntry({ message: 'Enter the start date as DD/MM/YYYY.' }),
  to: optionalDateEntry({ message: 'Enter the end date as DD/MM/YYYY.' }),
})

export type AuditLogFilters = z.output<typeof auditLogFilterSchema>

export const auditLogListSchema = auditLogFilterSchema.extend({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(5).max(100).default(25),
})
