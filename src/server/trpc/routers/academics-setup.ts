import { recordIdInputSchema } from '~/shared/ids'
import { importAssignments } from '~/server/academics/assignments-import'
import {
  createExam,
  deleteExam,
  examSubjects,
  listExams,
  publishExam,
  removeExamSubject,
  setExamSubject,
  unpublishExam,
  updateExam,
} from '~/server/academics/exams'
import {
  addSubject,
  assignments,
  classSubjects,
  fillFromSyllabus,
  removeSubject,
  setClassTeacher,
  setSubjectTeacher,
} from '~/server/academics/setup'
import {
  addSubjectSchema,
  classSubjectsSchema,
  examClassSchema,
  examFieldsSchema,
  importAssignmentsSchema,
  reasonedIdSchema,
  removeExamSubjectSchema,
  setClassTeacherSchema,
  setExamSubjectSchema,
  setSubjectTeacherSchema,
  updateExamSchema,
} from '~/shared/academics-schemas'
import { createTRPCRouter, procedureFor } from '../init'

// /admin/academics: the year's subjects per class, who teaches what, and the exams (docs/academics.md). Admin only.
const admin = ['admin'] as const

const subjectsRouter = createTRPCRouter({
  list: procedureFor(admin)
    .input(classSubjectsSchema)
    .query(({ ctx, input }) => classSubjects(ctx.db, input.className)),
  add: procedureFor(admin)
    .input(addSubjectSchema)
    .mutation(({ ctx, input }) => addSubject(ctx, input, ctx.user)),
  fromSyllabus: procedureFor(admin)
    .input(classSubjectsSchema)
    .mutation(({ ctx, input }) => fillFromSyllabus(ctx, input.className, ctx.user)),
  remove: procedureFor(admin)
    .input(recordIdInputSchema)
    .mutation(({ ctx, input }) => removeSubject(ctx, input.id, ctx.user)),
})

const assignmentsRouter = createTRPCRouter({
  list: procedureFor(admin).query(({ ctx }) => assignments(ctx.db)),
  setClassTeacher: procedureFor(admin)
    .input(setClassTeacherSchema)
    .mutation(({ ctx, input }) => setClassTeacher(ctx, input, ctx.user)),
  setSubjectTeacher: procedureFor(admin)
    .input(setSubjectTeacherSchema)
    .mutation(({ ctx, input }) => setSubjectTeacher(ctx, input, ctx.user)),
  import: procedureFor(admin)
    .input(importAssignmentsSchema)
    .mutation(({ ctx, input }) => importAssignments(ctx, input.rows, ctx.user, input.dryRun)),
})

const examsRouter = createTRPCRouter({
  list: procedureFor(admin).query(({ ctx }) => listExams(ctx.db, ctx.user)),
  create: procedureFor(admin)
    .input(examFieldsSchema)
    .mutation(({ ctx, input }) => createExam(ctx, input, ctx.user)),
  update: procedureFor(admin)
    .input(updateExamSchema)
    .mutation(({ ctx, input: { id, ...fields } }) => updateExam(ctx, id, fields, ctx.user)),
  delete: procedureFor(admin)
    .input(recordIdInputSchema)
    .mutation(({ ctx, input }) => deleteExam(ctx, input.id, ctx.user)),
  subjects: procedureFor(admin)
    .input(examClassSchema)
    .query(({ ctx, input }) => examSubjects(ctx.db, input.examId, input.className)),
  setSubject: procedureFor(admin)
    .input(setExamSubjectSchema)
    .mutation(({ ctx, input }) => setExamSubject(ctx, input, ctx.user)),
  removeSubject: procedureFor(admin)
    .input(removeExamSubjectSchema)
    .mutation(({ ctx, input }) => removeExamSubject(ctx, input, ctx.user)),
  publish: procedureFor(admin)
    .input(recordIdInputSchema)
    .mutation(({ ctx, input }) => publishExam(ctx, input.id, ctx.user)),
  unpublish: procedureFor(admin)
    .input(reasonedIdSchema)
    .mutation(({ ctx, input }) => unpublishExam(ctx, input.id, input.reason, ctx.user)),
})

export const academicsSetupRouter = createTRPCRouter({
  subjects: subjectsRouter,
  assignments: assignmentsRouter,
  exams: examsRouter,
})
