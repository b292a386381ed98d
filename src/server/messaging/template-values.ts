// The values each family template is rendered with (templates.ts), as the actions that queue them fill them in.

export type FeeReminderValues = {
  /** "Mrs Imli Sumi": the guardian as addressed ("Parent" when the school has no name). */
  guardian: string
  /** Each child with the amount owed after concessions (late fee included) and a link to that child's dues. */
  children: { name: string; firstName: string; classLabel: string; owed: string; link: string }[]
  term: { name: string; yearName: string; dueDate: string }
  total: string
  /** Online payment is on: the links say "Pay online". */
  payOnline: boolean
  portalLink: string
}

export type ReceiptValues = {
  guardian: string
  amount: string
  child: string
  date: string
  receiptNo: string
  /** How it was paid, for the e-mail ("at the school counter", "online"). */
  how: string
  link: string
}

export type VoidValues = { guardian: string; amount: string; child: string; receiptNo: string; link: string }

export type ReturnedValues = {
  guardian: string
  /** "Cheque 123456" or "Demand draft 99": what came back. */
  what: string
  bank: string | null
  amount: string
  receiptNo: string
  returnedOn: string
  reason: string
  /** "Anu and Vinu": whose fees are due again. */
  children: string
  /** A sentence per bounce charge added, if any. */
  charges: string[]
  links: { name: string; link: string }[]
  portalLink: string
}

export type AbsenceValues = { guardian: string; child: string; register: string; date: string; link: string }

export type AdmissionValues = {
  guardian: string
  reference: string
  child: string
  /** "Accepted", "Under review"... */
  status: string
  subject: string
  /** The e-mail's paragraphs after the greeting, as the admissions office writes them. */
  paragraphs: string[]
  link: string
}

export type NoticeValues = { guardian: string; title: string; link: string }
