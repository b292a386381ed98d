// Every input of the `academics` router (teaching assignments, attendance, exams and marks, results), shared by the
// screens and the procedures. School dates are YYYY-MM-DD keys; marks travel as the text the teacher typed and are
// read by src/shared/marks.ts on both sides.
import { z } from 'zod'
import { classOptions } from './admission-options'
import { termKeys } from './academic-terms'
import { absenceReasons, attendanceStatuses } from './attendance'
import { isDateKey } from './dates'
import { recordIdSchema } from './ids'
import { markComponents } from './marks'
import { multiLine, singleLine } from './text'

export const academicsMessages = {
  reasonRequired: 'Please give the reason for this change.',
  date: 'Choose a real date.',
  month: 'Choose a month.',
} as const

const classNameSchema = z.enum(classOptions, 'Choose a class')
/** A section as enrolments write it ("A", "Sci"); blank for a class without sections. */
const sectionSchema = singleLine(z.string().trim().max(10, 'The section must be at most 10 characters'), 'Section')

export const classSectionSchema = z.object({ className: classNameSchema, section: sectionSchema.default('') })

const dateKeySchema = z.string().trim().refine(isDateKey, academicsMessages.date)
const reasonSchema = singleLine(z.string().trim().max(300, 'Keep the reason under 300 characters.'), 'Reason')

// ---------- set-up ----------

const subjectNameSchema = singleLine(
  z.string().trim().min(2, 'A subject needs a name.').max(60, 'Keep the subject name under 60 characters.'),
  'Subject',
)

export const classSubjectsSchema = z.object({ className: classNameSchema })
export const addSubjectSchema = z.object({ className: classNameSchema, name: subjectNameSchema })

export const setClassTeacherSchema = classSectionSchema.extend({ teacherId: recordIdSchema.nullable() })
export const setSubjectTeacherSchema = classSectionSchema.extend({
  subjectId: recordIdSchema,
  teacherId: recordIdSchema.nullable(),
})

/** The assignments CSV: one row per class teacher (subject blank) or subject teacher. */
export const assignmentImportColumns = ['class', 'section', 'subject', 'teacher'] as const
export const maxAssignmentRows = 500
export const importAssignmentsSchema = z.object({
  rows: z
    .array(z.record(z.string(), z.string().max(200)))
    .min(1, 'The file has no rows.')
    .max(maxAssignmentRows, `Import at most ${maxAssignmentRows} rows at a time.`),
  dryRun: z.boolean().default(false),
})

const examNameSchema = singleLine(
  z.string().trim().min(3, 'An exam needs a name.').max(80, 'Keep the name under 80 characters.'),
  'Name',
)

export const examFieldsSchema = z
  .object({
    name: examNameSchema,
    term: z.enum(termKeys, 'Choose a term.'),
    startDate: dateKeySchema,
    endDate: dateKeySchema,
    classes: z.array(classNameSchema).min(1, 'Choose at least one class.').max(classOptions.length),
  })
  .refine((exam) => exam.startDate <= exam.endDate, {
    message: 'The exam cannot end before it starts.',
    path: ['endDate'],
  })
export const updateExamSchema = examFieldsSchema.and(z.object({ id: recordIdSchema }))

const maxMarksSchema = z
  .number('Type the maximum marks.')
  .int('Maximum marks are whole numbers.')
  .min(0, 'Maximum marks cannot be negative.')
  .max(1000, 'Maximum marks are at most 1000.')

export const examClassSchema = z.object({ examId: recordIdSchema, className: classNameSchema })
export const setExamSubjectSchema = z
  .object({
    examId: recordIdSchema,
    className: classNameSchema,
    subjectId: recordIdSchema,
    theoryMax: maxMarksSchema,
    practicalMax: maxMarksSchema,
    internalMax: maxMarksSchema,
  })
  .refine((s) => s.theoryMax + s.practicalMax + s.internalMax > 0, {
    message: 'Give the maximum marks of at least one part.',
    path: ['theoryMax'],
  })
export const removeExamSubjectSchema = z.object({
  examId: recordIdSchema,
  className: classNameSchema,
  subjectId: recordIdSchema,
})
export const reasonedIdSchema = z.object({
  id: recordIdSchema,
  reason: reasonSchema.min(3, academicsMessages.reasonRequired),
})

// ---------- attendance ----------

export const registerSchema = classSectionSchema.extend({ date: dateKeySchema })

export const saveRegisterSchema = registerSchema.extend({
  /** The students not present; everyone else on the class list is present. */
  entries: z
    .array(
      z.object({
        studentId: recordIdSchema,
        status: z.enum(attendanceStatuses.filter((s) => s !== 'present') as ['absent', 'late']),
        reason: z.enum(absenceReasons).nullable().default(null),
      }),
    )
    .max(200, 'A class has at most 200 students.'),
  /** The register's version the form was filled from: 0 when none had been taken yet. */
  expectedVersion: z.number().int().min(0),
  /** Chosen by the form once per attempt and kept across retries, so a repeated submit is recognised. */
  submissionId: z.string().trim().min(8).max(64),
  /** Required when an administrator corrects an earlier day. */
  reason: reasonSchema.optional(),
})
export type SaveRegisterInput = z.input<typeof saveRegisterSchema>

const monthSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, academicsMessages.month)

export const monthRegisterSchema = classSectionSchema.extend({ month: monthSchema })

export const attendancePeriods = ['term', 'year'] as const
export type AttendancePeriod = (typeof attendancePeriods)[number]
export const belowThresholdSchema = z.object({
  period: z.enum(attendancePeriods).default('term'),
  className: classNameSchema.optional(),
  section: sectionSchema.optional(),
})

// ---------- marks and results ----------

export const examSectionSchema = classSectionSchema.extend({ examId: recordIdSchema })

export const maxCellsPerSave = 400
export const saveMarksSchema = examSectionSchema.extend({
  cells: z
    .array(
      z.object({
        examSubjectId: recordIdSchema,
        studentId: recordIdSchema,
        component: z.enum(markComponents),
        /** As typed: "42.5", "AB", "ML", or blank to clear. */
        entry: z.string().max(20),
        /** The cell's version the grid showed: 0 for a cell never saved. */
        version: z.number().int().min(0),
      }),
    )
    .min(1, 'Nothing to save.')
    .max(maxCellsPerSave, `Save at most ${maxCellsPerSave} marks at a time.`),
  /** Required when an administrator changes locked marks. */
  reason: reasonSchema.optional(),
})
export type SaveMarksInput = z.input<typeof saveMarksSchema>

export const remarkSchema = z.object({
  examId: recordIdSchema,
  studentId: recordIdSchema,
  remark: multiLine(z.string().trim().max(400, 'Keep the remark under 400 characters.'), 'Remark'),
})

export const unlockSchema = examSectionSchema.extend({ reason: reasonSchema.min(3, academicsMessages.reasonRequired) })

export const studentSchema = z.object({ studentId: recordIdSchema })
