// A small model of the fee ledger, written from the rules in docs/fees.md and nothing of the app's code, so the
// tests can compare the server's figures with figures computed another way: charges from the structure and the
// enrolments, late fees from the term rules, concessions by their rule, payments spread oldest due first.

export type ModelRule = {
  graceDays: number
  fineKind: 'none' | 'flat' | 'per_day'
  fineAmountPaise: number
  fineCapPaise: number | null
}
export type ModelTerm = ModelRule & { id: string; dueDate: string; sortOrder: number }
export type ModelCell = { termId: string; className: string; headId: string; amountPaise: number }
export type ModelConcession = {
  studentId: string
  kind: 'percent' | 'fixed'
  percent?: number
  amountPaise?: number
  headId?: string
  /** Takes off from this term on (by due date); earlier terms only what is unpaid, and only with earlierUnpaid. */
  fromTermId?: string
  earlierUnpaid?: boolean
}

type Charge = {
  id: string
  studentId: string
  termId: string
  headId: string
  className: string
  amountPaise: number
  /** 'one_off' charges (a bounce charge, a fine) are never reduced by a concession. */
  kind?: string
}
type Allocation = {
  receiptId: string
  studentId: string
  termId: string
  chargeId: string | null
  amountPaise: number
  date: string
  voided: boolean
}

export type ModelLine = {
  key: string
  kind: 'charge' | 'fine'
  chargedPaise: number
  concessionPaise: number
  finePaise: number
  waivedPaise: number
  paidPaise: number
  outstandingPaise: number
}
export type ModelTermLedger = { termId: string; className: string; lines: ModelLine[] }

const fineKeyOf = (termId: string) => `fine:${termId}`

/** Whole days from one YYYY-MM-DD to another, counted on the calendar. */
function dayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return Date.UTC(year, month - 1, day) / 86_400_000
}

export class FeeModel {
  private readonly terms = new Map<string, ModelTerm>()
  private readonly headOrder = new Map<string, number>()
  private readonly enrolments = new Map<string, string>()
  private charges: Charge[] = []
  private concessions: ModelConcession[] = []
  private waivers: { studentId: string; termId: string; amountPaise: number }[] = []
  private allocations: Allocation[] = []

  constructor(
    private readonly structure: readonly ModelCell[],
    heads: readonly { id: string; sortOrder: number }[],
    terms: readonly ModelTerm[],
  ) {
    for (const head of heads) this.headOrder.set(head.id, head.sortOrder)
    for (const term of terms) this.terms.set(term.id, { ...term })
  }

  /** A head added after the model was made (the bounce charge's). */
  addHead(head: { id: string; sortOrder: number }) {
    this.headOrder.set(head.id, head.sortOrder)
  }

  enrol(studentId: string, className: string) {
    this.enrolments.set(studentId, className)
  }

  /** The charges issuing a term creates: structure x enrolment, for students with none in the term yet. */
  expectedCharges(termId: string) {
    const charged = new Set(this.charges.filter((c) => c.termId === termId).map((c) => c.studentId))
    return [...this.enrolments].flatMap(([studentId, className]) =>
      charged.has(studentId)
        ? []
        : this.structure
            .filter((cell) => cell.termId === termId && cell.className === className && cell.amountPaise > 0)
            .map((cell) => ({ studentId, termId, headId: cell.headId, className, amountPaise: cell.amountPaise })),
    )
  }

  /** Records the issued charges under the database's ids (their amounts were checked against expectedCharges). */
  addCharges(charges: readonly Charge[]) {
    this.charges.push(...charges)
  }

  setRule(termId: string, rule: ModelRule) {
    Object.assign(this.terms.get(termId)!, rule)
  }

  addConcession(concession: ModelConcession) {
    this.concessions.push(concession)
  }

  removeLastConcession() {
    this.concessions.pop()
  }

  addWaiver(studentId: string, termId: string, amountPaise: number) {
    this.waivers.push({ studentId, termId, amountPaise })
  }

  removeLastWaiver() {
    this.waivers.pop()
  }

  /**
   * A payment: each student's amount spread over their dues as of the payment date, oldest term first, in head
   * order, the term's late fee last. Returns null (and records nothing) when an amount is more than is due.
   */
  collect(receiptId: string, date: string, entries: readonly { studentId: string; amountPaise: number }[]) {
    const added: Allocation[] = []
    for (const entry of entries) {
      let left = entry.amountPaise
      const lines = this.ledger(entry.studentId, date).flatMap((term) =>
        term.lines.map((line) => ({ termId: term.termId, line })),
      )
      const due = lines.reduce((sum, { line }) => sum + Math.max(0, line.outstandingPaise), 0)
      if (entry.amountPaise > due || due === 0) return null
      for (const { termId, line } of lines) {
        const take = Math.min(left, Math.max(0, line.outstandingPaise))
        if (take === 0) continue
        added.push({
          receiptId,
          studentId: entry.studentId,
          termId,
          chargeId: line.kind === 'charge' ? line.key : null,
          amountPaise: take,
          date,
          voided: false,
        })
        left -= take
      }
    }
    this.allocations.push(...added)
    return added
  }

  voidReceipt(receiptId: string) {
    for (const allocation of this.allocations) if (allocation.receiptId === receiptId) allocation.voided = true
  }

  /** What each student paid in receipts that are not void. */
  collectedByStudent(): Map<string, number> {
    const sums = new Map<string, number>()
    for (const a of this.allocations) if (!a.voided) sums.set(a.studentId, (sums.get(a.studentId) ?? 0) + a.amountPaise)
    return sums
  }

  private fine(term: ModelTerm, asOf: string, clearedOn: string | null): number {
    if (term.fineKind === 'none' || term.fineAmountPaise <= 0) return 0
    const until = clearedOn !== null && clearedOn < asOf ? clearedOn : asOf
    const daysLate = dayNumber(until) - dayNumber(term.dueDate) - term.graceDays
    if (daysLate <= 0) return 0
    const fine = term.fineKind === 'flat' ? term.fineAmountPaise : term.fineAmountPaise * daysLate
    return term.fineCapPaise === null ? fine : Math.min(fine, term.fineCapPaise)
  }

  /** Concessions on a student's charges of one term, by the rules in the order they were granted. */
  private concessionOn(
    studentId: string,
    termCharges: readonly Charge[],
    paidOn: (chargeId: string) => number,
  ): Map<string, number> {
    const off = new Map(termCharges.map((c) => [c.id, 0]))
    const term = termCharges[0] ? this.terms.get(termCharges[0].termId)! : null
    for (const concession of this.concessions.filter((c) => c.studentId === studentId)) {
      const from = concession.fromTermId ? this.terms.get(concession.fromTermId)! : null
      const before =
        from !== null &&
        term !== null &&
        (term.dueDate < from.dueDate || (term.dueDate === from.dueDate && term.sortOrder < from.sortOrder))
      if (before && !concession.earlierUnpaid) continue
      const matching = termCharges.filter(
        (c) => c.kind !== 'one_off' && (!concession.headId || c.headId === concession.headId),
      )
      let left = concession.amountPaise ?? 0
      for (const charge of matching) {
        const room = Math.max(0, charge.amountPaise - off.get(charge.id)! - (before ? paidOn(charge.id) : 0))
        const take =
          concession.kind === 'percent'
            ? Math.min(room, Math.floor((charge.amountPaise * concession.percent!) / 100))
            : Math.min(room, left)
        off.set(charge.id, off.get(charge.id)! + take)
        if (concession.kind === 'fixed') left -= take
      }
    }
    return off
  }

  /** A student's dues lines as of a date: terms by due date, charges in head order, then the term's late fee. */
  ledger(studentId: string, asOf: string): ModelTermLedger[] {
    const mine = this.charges.filter((c) => c.studentId === studentId)
    const termIds = [...new Set(mine.map((c) => c.termId))].sort((a, b) => {
      const ta = this.terms.get(a)!
      const tb = this.terms.get(b)!
      return ta.dueDate < tb.dueDate ? -1 : ta.dueDate > tb.dueDate ? 1 : ta.sortOrder - tb.sortOrder
    })
    const live = this.allocations.filter((a) => a.studentId === studentId && !a.voided)
    return termIds.map((termId) => {
      const term = this.terms.get(termId)!
      const termCharges = mine
        .filter((c) => c.termId === termId)
        .sort((a, b) => this.headOrder.get(a.headId)! - this.headOrder.get(b.headId)!)
      const off = this.concessionOn(studentId, termCharges, (chargeId) =>
        live.filter((a) => a.chargeId === chargeId).reduce((sum, a) => sum + a.amountPaise, 0),
      )
      const lines: ModelLine[] = termCharges.map((charge) => {
        const paid = live.filter((a) => a.chargeId === charge.id).reduce((sum, a) => sum + a.amountPaise, 0)
        const concession = off.get(charge.id)!
        return {
          key: charge.id,
          kind: 'charge',
          chargedPaise: charge.amountPaise,
          concessionPaise: concession,
          finePaise: 0,
          waivedPaise: 0,
          paidPaise: paid,
          outstandingPaise: charge.amountPaise - concession - paid,
        }
      })
      const net = lines.reduce((sum, line) => sum + line.chargedPaise - line.concessionPaise, 0)
      const feePayments = live.filter((a) => a.termId === termId && a.chargeId !== null)
      const paidFees = feePayments.reduce((sum, a) => sum + a.amountPaise, 0)
      const clearedOn =
        net > 0 && paidFees >= net ? feePayments.reduce((last, a) => (a.date > last ? a.date : last), '') : null
      const fine = net > 0 ? this.fine(term, asOf, clearedOn) : 0
      const waived = this.waivers
        .filter((w) => w.studentId === studentId && w.termId === termId)
        .reduce((sum, w) => sum + w.amountPaise, 0)
      const finePaid = live
        .filter((a) => a.termId === termId && a.chargeId === null)
        .reduce((sum, a) => sum + a.amountPaise, 0)
      if (fine > 0 || waived > 0 || finePaid > 0)
        lines.push({
          key: fineKeyOf(termId),
          kind: 'fine',
          chargedPaise: 0,
          concessionPaise: 0,
          finePaise: fine,
          waivedPaise: waived,
          paidPaise: finePaid,
          outstandingPaise: fine - waived - finePaid,
        })
      return { termId, className: termCharges[0]!.className, lines }
    })
  }

  /** True when some line of these students would owe the student money. */
  owesAnyone(studentIds: readonly string[], asOf: string): boolean {
    return studentIds.some((id) =>
      this.ledger(id, asOf).some((term) => term.lines.some((line) => line.outstandingPaise < 0)),
    )
  }
}

/** A term's or a student's sums: charged, concessions, late fees, waivers, paid and outstanding. */
export function totalsOf(lines: readonly ModelLine[]) {
  const sum = (pick: (line: ModelLine) => number) => lines.reduce((total, line) => total + pick(line), 0)
  return {
    chargedPaise: sum((l) => l.chargedPaise),
    concessionPaise: sum((l) => l.concessionPaise),
    finePaise: sum((l) => l.finePaise),
    waivedPaise: sum((l) => l.waivedPaise),
    paidPaise: sum((l) => l.paidPaise),
    outstandingPaise: sum((l) => l.outstandingPaise),
  }
}

/** A seeded pseudo-random source (mulberry32), so a failing sequence can be replayed from its seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  return {
    /** A whole number from min to max, both included. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (probability: number) => next() < probability,
  }
}
