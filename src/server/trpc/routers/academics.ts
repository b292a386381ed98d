import { saveRegister, openRegister } from '~/server/academics/attendance'
import { belowThreshold, monthRegister } from '~/server/academics/attendance-reports'
import { listExams } from '~/server/academics/exams'
import { familyOverview } from '~/server/academics/family'
import { lockMarks, marksGrid, saveMarks, unlockMarks } from '~/server/academics/marks'
import { sectionResults, setRemark } from '~/server/academics/results'
import { teacherClassList, teachingOverview } from '~/server/academics/teaching'
import {
  belowThresholdSchema,
  classSectionSchema,
  examSectionSchema,
  monthRegisterSchema,
  registerSchema,
  remarkSchema,
  saveMarksSchema,
  saveRegisterSchema,
  studentSchema,
  unlockSchema,
} from '~/shared/academics-schemas'
import { createTRPCRouter, procedureFor } from '../init'
import { academicsSetupRouter } from './academics-setup'

// Teachers' daily work and what families see of it (docs/academics.md). Teachers and admins call the teaching,
// attendance and marks procedures; each service checks that the class section is the teacher's own (scope.ts).
const staff = ['admin', 'teacher'] as const
const family = ['student', 'parent'] as const

const teachingRouter = createTRPCRouter({
  overview: procedureFor(staff).query(({ ctx }) => teachingOverview(ctx, ctx.user)),
  classList: procedureFor(staff)
    .input(classSectionSchema)
    .query(({ ctx, input }) => teacherClassList(ctx.db, ctx.user, input)),
})

const attendanceRouter = createTRPCRouter({
  register: procedureFor(staff)
    .input(registerSchema)
    .query(({ ctx, input }) => openRegister(ctx, ctx.user, input)),
  save: procedureFor(staff)
    .input(saveRegisterSchema)
    .mutation(({ ctx, input }) => saveRegister(ctx, ctx.user, input)),
  month: procedureFor(staff)
    .input(monthRegisterSchema)
    .query(({ ctx, input }) => monthRegister(ctx, ctx.user, input)),
  belowThreshold: procedureFor(staff)
    .input(belowThresholdSchema)
    .query(({ ctx, input }) => belowThreshold(ctx, ctx.user, input)),
})

const examsRouter = createTRPCRouter({
  list: procedureFor(staff).query(({ ctx }) => listExams(ctx.db, ctx.user)),
  grid: procedureFor(staff)
    .input(examSectionSchema)
    .query(({ ctx, input }) => marksGrid(ctx.db, ctx.user, input)),
  saveMarks: procedureFor(staff)
    .input(saveMarksSchema)
    .mutation(({ ctx, input }) => saveMarks(ctx, ctx.user, input)),
  results: procedureFor(staff)
    .input(examSectionSchema)
    .query(({ ctx, input }) => sectionResults(ctx, ctx.user, input)),
  setRemark: procedureFor(staff)
    .input(remarkSchema)
    .mutation(({ ctx, input }) => setRemark(ctx, ctx.user, input)),
  lock: procedureFor(staff)
    .input(examSectionSchema)
    .mutation(({ ctx, input }) => lockMarks(ctx, ctx.user, input)),
  unlock: procedureFor(['admin'])
    .input(unlockSchema)
    .mutation(({ ctx, input }) => unlockMarks(ctx, ctx.user, input)),
})

const familyRouter = createTRPCRouter({
  /** A student's own, or a guardian's child's; anyone else's is NOT_FOUND. */
  overview: procedureFor(family)
    .input(studentSchema)
    .query(({ ctx, input }) => familyOverview(ctx, ctx.user, input.studentId)),
})

export const academicsRouter = createTRPCRouter({
  setup: academicsSetupRouter,
  teaching: teachingRouter,
  attendance: attendanceRouter,
  exams: examsRouter,
  family: familyRouter,
})
