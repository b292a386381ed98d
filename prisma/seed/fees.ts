// The fee portal's demo data, written through the same services as the screens so every figure comes from the
// ledger: year 2026-27 (current), heads, three terms (Term 2 due 25 June), a structure for every class, demo
// students with enrolments, issued charges, payments (a family receipt, a void), a concession and overdue dues.
// Idempotent: runs only while no academic year exists; student accounts are created only when missing.
// Payment dates are fixed days up to 15 June 2026, the earliest instant the tests run the seed at.
import { randomBytes } from 'node:crypto'
import { hashPassword } from '~/server/auth/password'
import { fixedClock } from '~/server/clock'
import type { PrismaClient } from '~/server/db'
import type { FeeActor } from '~/server/fees/common'
import { createConcession } from '~/server/fees/concessions'
import { collectPayment } from '~/server/fees/counter'
import { voidReceipt } from '~/server/fees/counter-void'
import { issueTerm } from '~/server/fees/issue'
import { createHead, createTerm, setEnrolment, setStructureCell } from '~/server/fees/setup'
import { createYear } from '~/server/fees/years'
import { classOptions, type ClassOption, type PaymentMode } from '~/shared/fees'
import { demoAccounts } from './demo-accounts'
import { seedGuardians } from './guardians'

const rupees = (value: number) => value * 100

export const feeHeads = ['Tuition', 'Admission', 'Examination', 'Laboratory', 'Library', 'Sports', 'Computer'] as const

/** Tuition per term by stage; the other heads are the same for everyone in a stage. */
function termFees(className: ClassOption): { term: 1 | 2 | 3; head: (typeof feeHeads)[number]; amount: number }[] {
  const index = classOptions.indexOf(className)
  const tuition = index <= 2 ? 4_500 : index <= 7 ? 6_000 : index <= 12 ? 7_500 : 9_000
  const senior = index >= classOptions.indexOf('class11')
  const fees: { term: 1 | 2 | 3; head: (typeof feeHeads)[number]; amount: number }[] = []
  for (const term of [1, 2, 3] as const) {
    fees.push({ term, head: 'Tuition', amount: tuition })
    if (index >= 3) fees.push({ term, head: 'Examination', amount: senior ? 900 : 600 })
  }
  fees.push({ term: 1, head: 'Library', amount: 500 }, { term: 1, head: 'Sports', amount: 800 })
  if (senior) fees.push({ term: 2, head: 'Laboratory', amount: 1_500 })
  if (index >= classOptions.indexOf('class6')) fees.push({ term: 2, head: 'Computer', amount: 1_000 })
  return fees
}

type DemoStudent = {
  key: string
  firstName: string
  lastName: string
  className: ClassOption
  section: string
  roll: number
  parentEmail: string
  parentName: string
  parentPhone: string
}

const parentEmail = demoAccounts.find((a) => a.role === 'parent')!.email
const studentAccount = demoAccounts.find((a) => a.role === 'student')!

/** The demo student (from demo-accounts) is Vikato Sumi; his sister Akum makes the demo parent's second child. */
export const feeDemoStudents: DemoStudent[] = [
  {
    key: 'akum',
    firstName: 'Akum',
    lastName: 'Sumi',
    className: 'class6',
    section: 'A',
    roll: 2,
    parentEmail,
    parentName: 'Imli Sumi',
    parentPhone: '+91 94361 22810',
  },
  {
    key: 'lanu',
    firstName: 'Lanu',
    lastName: 'Longkumer',
    className: 'class10',
    section: 'A',
    roll: 14,
    parentEmail: 'longkumer.family@example.in',
    parentName: 'Moa Longkumer',
    parentPhone: '+91 94360 11223',
  },
  {
    key: 'sentila',
    firstName: 'Sentila',
    lastName: 'Longkumer',
    className: 'class3',
    section: 'B',
    roll: 21,
    parentEmail: 'longkumer.family@example.in',
    parentName: 'Moa Longkumer',
    parentPhone: '+91 94360 11223',
  },
  {
    key: 'neiba',
    firstName: 'Neiba',
    lastName: 'Angami',
    className: 'class12',
    section: 'A',
    roll: 5,
    parentEmail: 'angami.k@example.in',
    parentName: 'Kezhokhoto Angami',
    parentPhone: '+91 98620 44556',
  },
  {
    key: 'tiasunep',
    firstName: 'Tiasunep',
    lastName: 'Jamir',
    className: 'class8',
    section: 'B',
    roll: 18,
    parentEmail: 'jamir.home@example.in',
    parentName: 'Alemla Jamir',
    parentPhone: '+91 87310 99881',
  },
  {
    key: 'keduse',
    firstName: 'Kedusenuo',
    lastName: 'Rio',
    className: 'ukg',
    section: 'A',
    roll: 9,
    parentEmail: 'rio.family@example.in',
    parentName: 'Vilhousa Rio',
    parentPhone: '+91 94367 30120',
  },
  {
    key: 'imkong',
    firstName: 'Imkong',
    lastName: 'Ao',
    className: 'class11',
    section: 'Sci',
    roll: 3,
    parentEmail: 'ao.imkong@example.in',
    parentName: 'Temsu Ao',
    parentPhone: '+91 70050 21436',
  },
  {
    key: 'zhotoli',
    firstName: 'Zhotoli',
    lastName: 'Sema',
    className: 'class1',
    section: 'A',
    roll: 12,
    parentEmail: 'sema.z@example.in',
    parentName: 'Hokiye Sema',
    parentPhone: '+91 94362 77001',
  },
  {
    key: 'yanbeni',
    firstName: 'Yanbeni',
    lastName: 'Lotha',
    className: 'nursery',
    section: 'A',
    roll: 4,
    parentEmail: 'lotha.y@example.in',
    parentName: 'Chumbeno Lotha',
    parentPhone: '+91 89740 55120',
  },
  {
    key: 'arenla',
    firstName: 'Arenla',
    lastName: 'Pongener',
    className: 'class5',
    section: 'A',
    roll: 1,
    parentEmail: 'pongener.a@example.in',
    parentName: 'Sashi Pongener',
    parentPhone: '+91 94368 60302',
  },
]

async function ensureStudents(db: PrismaClient): Promise<Map<string, string>> {
  const ids = new Map<string, string>()
  const student = await db.user.findUniqueOrThrow({ where: { email: studentAccount.email }, select: { id: true } })
  ids.set('vikato', student.id)
  // These children have no demo password: nobody signs in as them; the parent and the counter see them.
  let hash: string | undefined
  for (const [index, child] of feeDemoStudents.entries()) {
    const email = `${child.firstName}.${child.lastName}@students.lightridge-hss.edu.in`.toLowerCase()
    const uniqueId = `STU${String(index + 2).padStart(6, '0')}`
    const existing = await db.user.findFirst({ where: { OR: [{ email }, { uniqueId }] }, select: { id: true } })
    if (existing) {
      ids.set(child.key, existing.id)
      continue
    }
    hash ??= await hashPassword(randomBytes(24).toString('base64url'))
    const names = { firstName: child.firstName, lastName: child.lastName }
    const user = await db.user.create({
      data: {
        email,
        uniqueId,
        role: 'student',
        passwordHash: hash,
        ...names,
        student: {
          create: {
            ...names,
            parentEmail: child.parentEmail,
            parentName: child.parentName,
            parentPhone: child.parentPhone,
          },
        },
      },
      select: { id: true },
    })
    ids.set(child.key, user.id)
  }
  return ids
}

export async function seedFees(db: PrismaClient, log: (line: string) => void = () => {}): Promise<boolean> {
  if ((await db.academicYear.count()) > 0) {
    log('  fees: a year already exists, left as it is')
    return false
  }
  const actorRow = async (email: string, role: 'admin' | 'cashier'): Promise<FeeActor> => ({
    ...(await db.user.findUniqueOrThrow({
      where: { email },
      select: { id: true, email: true, firstName: true, lastName: true },
    })),
    role,
  })
  const admin = await actorRow(demoAccounts.find((a) => a.role === 'admin')!.email, 'admin')
  const cashier = await actorRow(demoAccounts.find((a) => a.role === 'cashier')!.email, 'cashier')
  const at = (date: string) => ({ db, now: fixedClock(`${date}T10:30:00+05:30`) })
  const setupDay = at('2026-04-01')

  const year = await createYear(setupDay, { name: '2026-27', makeCurrent: true }, admin)
  const heads = new Map<string, string>()
  for (const [i, name] of feeHeads.entries())
    heads.set(name, (await createHead(db, { name, sortOrder: (i + 1) * 10 })).id)
  const terms = [
    await createTerm(db, {
      yearId: year.id,
      name: 'Term 1',
      dueDate: '2026-04-25',
      sortOrder: 1,
      graceDays: 7,
      fineKind: 'flat',
      fineAmountPaise: rupees(200),
      fineCapPaise: null,
    }),
    await createTerm(db, {
      yearId: year.id,
      name: 'Term 2',
      dueDate: '2026-06-25',
      sortOrder: 2,
      graceDays: 5,
      fineKind: 'per_day',
      fineAmountPaise: rupees(10),
      fineCapPaise: rupees(500),
    }),
    await createTerm(db, {
      yearId: year.id,
      name: 'Term 3',
      dueDate: '2026-10-25',
      sortOrder: 3,
      graceDays: 7,
      fineKind: 'flat',
      fineAmountPaise: rupees(200),
      fineCapPaise: null,
    }),
  ]
  for (const className of classOptions) {
    for (const fee of termFees(className)) {
      await setStructureCell(db, {
        termId: terms[fee.term - 1]!.id,
        className,
        headId: heads.get(fee.head)!,
        amountPaise: rupees(fee.amount),
      })
    }
  }

  const ids = await ensureStudents(db)
  await seedGuardians(db, fixedClock('2026-04-01T10:30:00+05:30')())
  await setEnrolment(
    setupDay,
    { studentId: ids.get('vikato')!, yearId: year.id, className: 'class9', section: 'A', rollNumber: 27 },
    null,
  )
  for (const child of feeDemoStudents) {
    await setEnrolment(
      setupDay,
      {
        studentId: ids.get(child.key)!,
        yearId: year.id,
        className: child.className,
        section: child.section,
        rollNumber: child.roll,
      },
      null,
    )
  }
  for (const term of terms) await issueTerm(setupDay, term.id, admin)
  await createConcession(
    setupDay,
    {
      studentId: ids.get('akum')!,
      yearId: year.id,
      type: 'sibling',
      kind: 'percent',
      percent: 10,
      headId: heads.get('Tuition')!,
      reason: 'Second child of the Sumi family',
    },
    admin,
  )
  await createConcession(
    setupDay,
    {
      studentId: ids.get('yanbeni')!,
      yearId: year.id,
      type: 'rte_ews',
      kind: 'percent',
      percent: 100,
      reason: 'RTE 25% quota seat',
    },
    admin,
  )

  const pay = (
    date: string,
    mode: PaymentMode,
    students: { key: string; amount: number }[],
    reference?: string,
    instrument?: { bank: string; instrumentDate: string },
  ) =>
    collectPayment(
      at(date),
      {
        date,
        mode,
        reference,
        ...instrument,
        students: students.map((s) => ({ studentId: ids.get(s.key)!, amountPaise: rupees(s.amount) })),
      },
      cashier,
    )

  // Term 1 (due 25 April). The Sumi family receipt pays Akum's term in full and part of Vikato's, so the demo
  // student still owes term 1 (with its late fee) and the later terms.
  await pay('2026-04-18', 'cash', [{ key: 'lanu', amount: 9_400 }])
  await pay(
    '2026-04-20',
    'upi',
    [
      { key: 'vikato', amount: 7_500 },
      { key: 'akum', amount: 8_650 },
    ],
    'UPI 611820394477',
  )
  await pay('2026-04-22', 'cheque', [{ key: 'neiba', amount: 11_200 }], '004512', {
    bank: 'SBI, Dimapur',
    instrumentDate: '2026-04-21',
  })
  await pay('2026-04-24', 'cash', [{ key: 'arenla', amount: 3_000 }])
  await pay('2026-05-04', 'bank_transfer', [{ key: 'tiasunep', amount: 9_600 }], 'NEFT UTR SBIN226124500981')
  // Keyed against the wrong student, voided the same day and taken again correctly.
  const mistaken = await pay('2026-05-12', 'cash', [{ key: 'zhotoli', amount: 2_000 }])
  await voidReceipt(at('2026-05-12'), { receiptId: mistaken.id, reason: 'Entered against the wrong student' }, cashier)
  await pay('2026-05-12', 'cash', [{ key: 'imkong', amount: 2_000 }])
  await pay('2026-06-10', 'card', [{ key: 'lanu', amount: 8_100 }], 'Approval 482913')
  await pay('2026-06-12', 'dd', [{ key: 'sentila', amount: 8_100 }], '778102', {
    bank: 'Axis Bank, Kohima',
    instrumentDate: '2026-06-11',
  })
  log(
    `  fees: year 2026-27, ${feeHeads.length} heads, 3 terms, structures for ${classOptions.length} classes, ${feeDemoStudents.length + 1} enrolled students, receipts and a void`,
  )
  return true
}
