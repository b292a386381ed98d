// The report card files. GET /api/academics/report-cards/<exam>/<student>/pdf: one student's card, for an admin, the
// class teacher of the student's section, and, once the results are published, the student and their guardians.
// GET /api/academics/class-report-cards/<exam>/pdf?class=&section=: the section's cards in one file, for an admin
// and its class teacher. `?inline=1` opens the file in the browser. Signed out: 401; anything not yours, an unknown
// id included: the same 404, so nobody learns whose cards exist.
import { userFromRequest } from '~/server/admissions/http'
import type { SessionUser } from '~/server/auth/session'
import { systemNow, type Clock } from '~/server/clock'
import { db as defaultDb, type PrismaClient } from '~/server/db'
import { canSeeStudent } from '~/server/fees/access'
import { isRecordId } from '~/shared/ids'
import { classOptions } from '~/shared/admission-options'
import { dateKeyOf } from '~/shared/dates'
import { examClasses } from './exams'
import { renderReportCards } from './report-card-pdf'
import { buildResults } from './results'
import { pdfFile, plainText } from '../route-handlers'

export type ReportCardDeps = {
  db: PrismaClient
  now: Clock
  resolveUser: (request: Request) => Promise<SessionUser | null>
}

const defaultDeps = (): ReportCardDeps => ({ db: defaultDb, now: systemNow, resolveUser: userFromRequest })

const notFoundResponse = () => plainText(404, 'Report card not found.')

async function isClassTeacher(db: PrismaClient, user: SessionUser, yearId: string, className: string, section: string) {
  if (user.role === 'admin') return true
  if (user.role !== 'teacher') return false
  return (await db.classTeacher.count({ where: { yearId, className, section, teacherId: user.id } })) > 0
}

const slug = (text: string) =>
  text
    .replace(/[^0-9A-Za-z]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()

export async function handleReportCardRequest(
  request: Request,
  params: { examId: string; studentId: string },
  deps: ReportCardDeps = defaultDeps(),
): Promise<Response> {
  const user = await deps.resolveUser(request)
  if (!user) return plainText(401, 'Please sign in to continue.')
  if (!isRecordId(params.examId) || !isRecordId(params.studentId)) return notFoundResponse()
  const exam = await deps.db.exam.findUnique({ where: { id: params.examId } })
  if (!exam) return notFoundResponse()
  const enrolment = await deps.db.enrolment.findUnique({
    where: { studentId_yearId: { studentId: params.studentId, yearId: exam.yearId } },
    select: { className: true, section: true, year: { select: { name: true } } },
  })
  if (!enrolment || !(examClasses(exam) as string[]).includes(enrolment.className)) return notFoundResponse()
  const section = enrolment.section ?? ''
  const staff = await isClassTeacher(deps.db, user, exam.yearId, enrolment.className, section)
  const family =
    !staff &&
    exam.publishedAt !== null &&
    (user.role === 'student' || user.role === 'parent') &&
    (await canSeeStudent(deps.db, user, params.studentId))
  if (!staff && !family) return notFoundResponse()
  const results = await buildResults(deps.db, exam, enrolment.className, section, dateKeyOf(deps.now()))
  const student = results.students.find((s) => s.studentId === params.studentId)
  if (!student) return notFoundResponse()
  const bytes = await renderReportCards(results, {
    now: deps.now(),
    yearName: enrolment.year.name,
    students: [student],
  })
  return pdfFile(request, bytes, `report-card-${slug(exam.name)}-${slug(student.name)}.pdf`)
}

export async function handleClassReportCardsRequest(
  request: Request,
  params: { examId: string },
  deps: ReportCardDeps = defaultDeps(),
): Promise<Response> {
  const user = await deps.resolveUser(request)
  if (!user) return plainText(401, 'Please sign in to continue.')
  const search = new URL(request.url).searchParams
  const className = search.get('class') ?? ''
  const section = (search.get('section') ?? '').trim()
  if (!isRecordId(params.examId) || !(classOptions as readonly string[]).includes(className) || section.length > 10)
    return notFoundResponse()
  const exam = await deps.db.exam.findUnique({ where: { id: params.examId } })
  if (!exam || !(examClasses(exam) as string[]).includes(className)) return notFoundResponse()
  if (!(await isClassTeacher(deps.db, user, exam.yearId, className, section))) return notFoundResponse()
  const year = await deps.db.academicYear.findUniqueOrThrow({ where: { id: exam.yearId }, select: { name: true } })
  const results = await buildResults(deps.db, exam, className, section, dateKeyOf(deps.now()))
  if (results.students.length === 0) return notFoundResponse()
  const bytes = await renderReportCards(results, { now: deps.now(), yearName: year.name })
  return pdfFile(request, bytes, `report-cards-${slug(exam.name)}-${slug(results.label)}.pdf`)
}
