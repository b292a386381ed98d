// The teachers and the demo student's classmates the academics demo needs. They have no demo password (nobody signs
// in as them: the demo teacher is the class teacher of Class 9 A, the demo student's class). Idempotent: an account
// already there (by e-mail or school ID) is kept.
import { randomBytes } from 'node:crypto'
import { hashPassword } from '~/server/auth/password'
import type { PrismaClient } from '~/server/db'
import type { ClassOption } from '~/shared/admission-options'

type DemoTeacher = {
  key: string
  firstName: string
  lastName: string
  gender: 'Female' | 'Male'
  subjects: string
  /** The section they are class teacher of. */
  classTeacherOf: { className: ClassOption; section: string }
}

export const academicsDemoTeachers: readonly DemoTeacher[] = [
  {
    key: 'aier',
    firstName: 'Imtiwapang',
    lastName: 'Aier',
    gender: 'Male',
    subjects: 'Mathematics',
    classTeacherOf: { className: 'class10', section: 'A' },
  },
  {
    key: 'kire',
    firstName: 'Rukuvotuo',
    lastName: 'Kire',
    gender: 'Female',
    subjects: 'English',
    classTeacherOf: { className: 'class12', section: 'A' },
  },
  {
    key: 'longkumer',
    firstName: 'Chubatemjen',
    lastName: 'Longkumer',
    gender: 'Male',
    subjects: 'Social Science',
    classTeacherOf: { className: 'class8', section: 'B' },
  },
  {
    key: 'das',
    firstName: 'Bhabani',
    lastName: 'Das',
    gender: 'Female',
    subjects: 'Hindi',
    classTeacherOf: { className: 'class6', section: 'A' },
  },
  {
    key: 'longchar',
    firstName: 'Sungjemla',
    lastName: 'Longchar',
    gender: 'Female',
    subjects: 'Information Technology, Computer Science',
    classTeacherOf: { className: 'class11', section: 'Sci' },
  },
  {
    key: 'sekhose',
    firstName: 'Khrielievono',
    lastName: 'Sekhose',
    gender: 'Female',
    subjects: 'Primary classes',
    classTeacherOf: { className: 'class5', section: 'A' },
  },
  {
    key: 'jamir',
    firstName: 'Wapangnaro',
    lastName: 'Jamir',
    gender: 'Male',
    subjects: 'Primary classes',
    classTeacherOf: { className: 'class3', section: 'B' },
  },
  {
    key: 'zeliang',
    firstName: 'Aheli',
    lastName: 'Zeliang',
    gender: 'Female',
    subjects: 'Primary classes',
    classTeacherOf: { className: 'class1', section: 'A' },
  },
  {
    key: 'rengma',
    firstName: 'Kenei',
    lastName: 'Rengma',
    gender: 'Female',
    subjects: 'Pre-primary',
    classTeacherOf: { className: 'ukg', section: 'A' },
  },
  {
    key: 'chang',
    firstName: 'Temsula',
    lastName: 'Chang',
    gender: 'Female',
    subjects: 'Pre-primary',
    classTeacherOf: { className: 'nursery', section: 'A' },
  },
]

/** Class 9 A around the demo student (roll 27): names, roll numbers and the parent on record. */
export const demoClassmates = [
  ['Abeni', 'Kikon', 20, 'Imti Kikon'],
  ['Bendangla', 'Imchen', 21, 'Lipok Imchen'],
  ['Daniel', 'Konyak', 22, 'Manlong Konyak'],
  ['Esther', 'Phom', 23, 'Bongchem Phom'],
  ['Hokato', 'Yeptho', 24, 'Ghokito Yeptho'],
  ['Imnaliba', 'Walling', 25, 'Moatemsu Walling'],
  ['Joel', 'Tsanglao', 26, 'Pele Tsanglao'],
  ['Kevileno', 'Murry', 28, 'Vibi Murry'],
  ['Limasenla', 'Tzudir', 29, 'Sentiyanger Tzudir'],
  ['Mhabemo', 'Humtsoe', 30, 'Rhondeno Humtsoe'],
  ['Nungsang', 'Ezung', 31, 'Chumben Ezung'],
  ['Rhilo', 'Odyuo', 32, 'Yanbemo Odyuo'],
  ['Sashi', 'Patton', 33, 'Renbomo Patton'],
  ['Tali', 'Ngullie', 34, 'Nzanbemo Ngullie'],
  ['Visako', 'Sangtam', 35, 'Likhase Sangtam'],
] as const

let hash: Promise<string> | undefined
const noLogin = () => (hash ??= hashPassword(randomBytes(24).toString('base64url')))

/** The demo teachers' user ids by key (the demo teacher's as `demo`), created when missing. */
export async function ensureDemoTeachers(db: PrismaClient, demoTeacherId: string): Promise<Map<string, string>> {
  const ids = new Map([['demo', demoTeacherId]])
  for (const [index, teacher] of academicsDemoTeachers.entries()) {
    const email = `${teacher.firstName}.${teacher.lastName}@lightridge-hss.edu.in`.toLowerCase()
    const uniqueId = `TCH${String(index + 2).padStart(6, '0')}`
    const existing = await db.user.findFirst({ where: { OR: [{ email }, { uniqueId }] }, select: { id: true } })
    if (existing) {
      ids.set(teacher.key, existing.id)
      continue
    }
    const names = { firstName: teacher.firstName, lastName: teacher.lastName }
    const user = await db.user.create({
      data: {
        email,
        uniqueId,
        role: 'teacher',
        passwordHash: await noLogin(),
        ...names,
        teacher: {
          create: { ...names, email, gender: teacher.gender, employeeId: uniqueId, subjects: teacher.subjects },
        },
      },
      select: { id: true },
    })
    ids.set(teacher.key, user.id)
  }
  return ids
}

/** The classmates, enrolled in Class 9 A of the year when missing; returns their user ids. */
export async function ensureClassmates(db: PrismaClient, yearId: string): Promise<string[]> {
  const ids: string[] = []
  for (const [index, [firstName, lastName, roll, parentName]] of demoClassmates.entries()) {
    const email = `${firstName}.${lastName}@students.lightridge-hss.edu.in`.toLowerCase()
    const uniqueId = `STU${String(100 + index).padStart(6, '0')}`
    let user = await db.user.findFirst({ where: { OR: [{ email }, { uniqueId }] }, select: { id: true } })
    if (!user) {
      user = await db.user.create({
        data: {
          email,
          uniqueId,
          role: 'student',
          passwordHash: await noLogin(),
          firstName,
          lastName,
          student: {
            create: {
              firstName,
              lastName,
              parentName,
              parentEmail: `${lastName.toLowerCase()}.family@example.in`,
              parentPhone: `+91 94360 ${String(40100 + index * 7).padStart(5, '0')}`,
            },
          },
        },
        select: { id: true },
      })
    }
    await db.enrolment.upsert({
      where: { studentId_yearId: { studentId: user.id, yearId } },
      create: { studentId: user.id, yearId, className: 'class9', section: 'A', rollNumber: roll },
      update: {},
    })
    ids.push(user.id)
  }
  return ids
}
