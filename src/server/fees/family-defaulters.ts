// Server-only: the defaulters report by family, across every term already past its due date. A family is the
// students linked to a common guardian (the guardian link the counter's family receipt and the parent page use);
// a student with no guardian link is a family alone. Each family gets one total: the sum of its children's
// ledger outstanding on those terms (fees after concessions, plus the late fees as the ledger counts them).
import { displayName } from '~/shared/names'
import { classLabel } from '~/shared/fees'
import { slicePage } from '~/server/paging'
import { schoolToday, type FeeDeps } from './common'
import { computeLedgers, lateFeesOwedPaise, type Db, type StudentLedger } from './ledger'

const byName = new Intl.Collator('en')

export type DefaulterChild = {
  studentId: string
  name: string
  schoolId: string | null
  classLabel: string
  /** The past-due terms this child still owes on, oldest due first. */
  terms: { termId: string; name: string; yearName: string; outstandingPaise: number }[]
  lateFeesPaise: number
  outstandingPaise: number
}

export type DefaulterFamily = {
  /** Stable across pages: the sorted guardian ids, or `student:<id>` for a child with no guardian link. */
  key: string
  /** The guardians' names, else the parent name on the first child's record. */
  label: string
  phone: string | null
  email: string | null
  children: DefaulterChild[]
  lateFeesPaise: number
  outstandingPaise: number
}

/** Every family that owes on a term past its due date, the largest total first. */
export async function familyDefaulters({ db, now }: FeeDeps) {
  const asOf = schoolToday(now)
  const terms = await db.feeTerm.findMany({
    where: { dueDate: { lt: asOf } },
    select: { id: true, name: true, year: { select: { name: true } } },
  })
  const empty = { asOf, terms: terms.length, items: [] as DefaulterFamily[] }
  if (terms.length === 0) return { ...empty, totals: totalsOf([]) }
  const yearOf = new Map(terms.map((t) => [t.id, t.year.name]))
  const ledgers = await computeLedgers(db, { termIds: terms.map((t) => t.id), asOf })
  const owing = [...ledgers.values()].filter((ledger) => ledger.totals.outstandingPaise > 0)
  const children = await childrenOf(db, owing, yearOf)
  const families = await groupIntoFamilies(db, children)
  families.sort((a, b) => b.outstandingPaise - a.outstandingPaise || byName.compare(a.label, b.label))
  return { ...empty, items: families, totals: totalsOf(families) }
}

/** One page of it for the screen; the totals cover every family. */
export async function familyDefaultersPage(deps: FeeDeps, input: { page: number; pageSize: number }) {
  const report = await familyDefaulters(deps)
  return { ...report, ...slicePage(report.items, input) }
}

function totalsOf(families: DefaulterFamily[]) {
  return {
    families: families.length,
    students: families.reduce((sum, f) => sum + f.children.length, 0),
    lateFeesPaise: families.reduce((sum, f) => sum + f.lateFeesPaise, 0),
    outstandingPaise: families.reduce((sum, f) => sum + f.outstandingPaise, 0),
  }
}

type Child = DefaulterChild & { parentName: string | null; parentPhone: string | null; parentEmail: string | null }

async function childrenOf(db: Db, ledgers: StudentLedger[], yearOf: Map<string, string>): Promise<Child[]> {
  const students = await db.student.findMany({
    where: { userId: { in: ledgers.map((l) => l.studentId) } },
    select: {
      userId: true,
      firstName: true,
      lastName: true,
      parentName: true,
      parentPhone: true,
      parentEmail: true,
      user: { select: { uniqueId: true } },
    },
  })
  const byId = new Map(students.map((s) => [s.userId, s]))
  return ledgers.map((ledger) => {
    const student = byId.get(ledger.studentId)
    const latest = ledger.terms.at(-1)
    return {
      studentId: ledger.studentId,
      name: student ? displayName(student) : 'Former student',
      schoolId: student?.user.uniqueId ?? null,
      classLabel: latest ? classLabel(latest.className) : '',
      terms: ledger.terms
        .filter((term) => term.totals.outstandingPaise > 0)
        .map((term) => ({
          termId: term.termId,
          name: term.name,
          yearName: yearOf.get(term.termId) ?? '',
          outstandingPaise: term.totals.outstandingPaise,
        })),
      lateFeesPaise: lateFeesOwedPaise(ledger.terms),
      outstandingPaise: ledger.totals.outstandingPaise,
      parentName: student?.parentName ?? null,
      parentPhone: student?.parentPhone ?? null,
      parentEmail: student?.parentEmail ?? null,
    }
  })
}

/**
 * Children who share a guardian are one family (and so, through them, are children linked by a chain of shared
 * guardians: a union of the guardian links among the children on the list).
 */
async function groupIntoFamilies(db: Db, children: Child[]): Promise<DefaulterFamily[]> {
  const links = await db.guardian.findMany({
    where: { studentId: { in: children.map((c) => c.studentId) } },
    select: {
      parentId: true,
      studentId: true,
      parent: { select: { firstName: true, lastName: true, phone: true, email: true } },
    },
    orderBy: [{ studentId: 'asc' }, { slot: 'asc' }],
  })
  const root = new Map<string, string>()
  const find = (id: string): string => {
    const up = root.get(id) ?? id
    if (up === id) return id
    const top = find(up)
    root.set(id, top)
    return top
  }
  const firstChildOf = new Map<string, string>()
  for (const link of links) {
    const first = firstChildOf.get(link.parentId)
    if (first === undefined) firstChildOf.set(link.parentId, link.studentId)
    else if (find(first) !== find(link.studentId)) root.set(find(link.studentId), find(first))
  }
  const guardiansOf = new Map<string, typeof links>()
  for (const link of links) guardiansOf.set(link.studentId, [...(guardiansOf.get(link.studentId) ?? []), link])

  const groups = new Map<string, Child[]>()
  for (const child of children) {
    const key = find(child.studentId)
    groups.set(key, [...(groups.get(key) ?? []), child])
  }
  return [...groups.values()].map((members) => {
    members.sort((a, b) => b.outstandingPaise - a.outstandingPaise || byName.compare(a.name, b.name))
    const guardians = new Map<string, (typeof links)[number]['parent']>()
    for (const child of members)
      for (const link of guardiansOf.get(child.studentId) ?? []) guardians.set(link.parentId, link.parent)
    const first = members[0]!
    const people = [...guardians.values()]
    return {
      key: guardians.size ? [...guardians.keys()].sort().join('+') : `student:${first.studentId}`,
      label: people.length
        ? people.map((p) => displayName(p)).join(', ')
        : first.parentName?.trim() || `Family of ${first.name}`,
      phone: people.find((p) => p.phone)?.phone ?? first.parentPhone,
      email: people.find((p) => p.email)?.email ?? first.parentEmail,
      children: members.map(({ parentName: _n, parentPhone: _p, parentEmail: _e, ...child }) => child),
      lateFeesPaise: members.reduce((sum, c) => sum + c.lateFeesPaise, 0),
      outstandingPaise: members.reduce((sum, c) => sum + c.outstandingPaise, 0),
    }
  })
}
