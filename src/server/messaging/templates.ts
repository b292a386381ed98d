// Every message a family reads, in one place: for each template its kind, its e-mail, its SMS (the text registered
// on DLT, with {#var#} where a value goes) and its WhatsApp template (approved by Meta, {{1}}, {{2}}... in its body),
// with sample values the admin's outbox screen previews it with.
import { school } from '#app-config'
import { escapeHtml } from '~/shared/markup'
import type { NotificationKind } from '~/server/notifications'
import type { MessageKind } from '~/shared/messaging'
import { accountTemplates } from './account-templates'
import type {
  FeeReminderValues,
  ReceiptValues,
  VoidValues,
  ReturnedValues,
  AbsenceValues,
  AdmissionValues,
  NoticeValues,
} from './template-values'

/** The most a DLT {#var#} may hold; a longer value makes the SMS not match its registration and it is dropped. */
export const dltVariableMax = 30

export type EmailPart = { subject: string; text: string; html?: string }

export type TemplateDefinition<V> = {
  kind: MessageKind
  /** What the admin reads beside the preview. */
  title: string
  sample: V
  email: (values: V) => EmailPart
  /** The registered text, {#var#} for each value in order; `variables` gives them. */
  sms?: { registered: string; variables: (values: V) => string[] }
  /** Where a reply to the e-mail goes, when not to the sender. */
  replyTo?: (values: V) => string
  /** The approved template's name and body ({{n}} for the n-th value). */
  whatsapp?: { name: string; language: string; body: string; variables: (values: V) => string[] }
  /**
   * The line in the portal bell; without it the bell shows the title and the e-mail's subject. `false`: the queue
   * writes no bell line, because the action writes its own (to the student and every guardian, each worded for them).
   */
  bell?: ((values: V) => BellPart) | false
}

/** A bell line: `link` is a path in this app; `kind` when it is not the one of its kind of message. */
export type BellPart = { title: string; body: string; link: string | null; kind?: NotificationKind }

const signature = `${school.name}`

/** The path of one of our own links, for the bell ("https://school/fee-portal?x" -> "/fee-portal?x"). */
const pathOf = (link: string) => {
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

/** The site's host for an SMS link (the path is part of the registered text; a whole URL is too long a value). */
const hostOf = (link: string) => new URL(link).host

/** The children as one SMS/WhatsApp value ("Anu, Vinu"), for a family with more than one. */
const childNames = (values: FeeReminderValues) => values.children.map((child) => child.firstName).join(', ')

/** The reminder e-mail: per child what is owed after concessions and a link to that child's dues. */
function reminderEmail(v: FeeReminderValues): EmailPart {
  const greeting = `Dear ${v.guardian},`
  const intro = `The fees for ${v.term.name} (${v.term.yearName}) were due on ${v.term.dueDate}. Our records show the following outstanding, after any concessions:`
  const linkText = v.payOnline ? 'Pay online' : 'See the dues'
  const owed = (c: FeeReminderValues['children'][number]) => `${c.name} (${c.classLabel}): ${c.owed}`
  const total = `Total outstanding: ${v.total}`
  const how = v.payOnline
    ? 'Please pay online through the fee portal, or at the school fee counter.'
    : 'Please pay at the school fee counter; the fee portal shows the details.'
  const ignore = 'If you have already paid, please ignore this message.'
  const contact = `${school.phones[0]} · ${school.email}`
  return {
    subject: `Fee reminder: ${v.term.name} ${v.term.yearName} was due on ${v.term.dueDate}`,
    text: [
      greeting,
      '',
      intro,
      '',
      ...v.children.flatMap((c) => [`- ${owed(c)}`, `  ${linkText}: ${c.link}`]),
      '',
      total,
      '',
      how,
      '',
      ignore,
      '',
      school.name,
      contact,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      '<ul>',
      ...v.children.map((c) => `<li>${escapeHtml(owed(c))}. <a href="${escapeHtml(c.link)}">${linkText}</a></li>`),
      '</ul>',
      `<p>${escapeHtml(total)}</p>`,
      `<p>${escapeHtml(how)}</p>`,
      `<p>${escapeHtml(ignore)}</p>`,
      `<p>${escapeHtml(school.name)}<br>${escapeHtml(contact)}</p>`,
    ].join('\n'),
  }
}

export const templates = {
  fee_reminder: {
    kind: 'fees',
    title: 'Fee reminder',
    sample: {
      guardian: 'Mrs Imli Sumi',
      children: [
        {
          name: 'Anu Sumi',
          firstName: 'Anu',
          classLabel: 'XI Science A',
          owed: '₹12,500.00',
          link: 'https://lightridge-hss.edu.in/fee-portal/student-dashboard?child=sample',
        },
      ],
      term: { name: 'Term 1', yearName: '2026-27', dueDate: '15/06/2026' },
      total: '₹12,500.00',
      payOnline: true,
      portalLink: 'https://lightridge-hss.edu.in/fee-portal',
    },
    email: (v: FeeReminderValues) => reminderEmail(v),
    sms: {
      registered:
        'Dear {#var#}, fees of {#var#} for {#var#} ({#var#}) were due on {#var#}. Pay or see dues at https://{#var#}/fee-portal - Lightridge HSS',
      variables: (v: FeeReminderValues) => [
        v.guardian,
        v.total,
        childNames(v),
        `${v.term.name} ${v.term.yearName}`,
        v.term.dueDate,
        hostOf(v.portalLink),
      ],
    },
    whatsapp: {
      name: 'fee_reminder',
      language: 'en',
      body: 'Dear {{1}}, the fees of {{2}} for {{3}} ({{4}}) were due on {{5}}. You can pay or see the dues at {{6}}. If you have already paid, please ignore this message. Lightridge HSS',
      variables: (v: FeeReminderValues) => [
        v.guardian,
        v.total,
        childNames(v),
        `${v.term.name} ${v.term.yearName}`,
        v.term.dueDate,
        v.portalLink,
      ],
    },
    bell: (v: FeeReminderValues) => ({
      title: `Fee reminder: ${v.term.name} ${v.term.yearName}`,
      body: `${v.total} for ${childNames(v)} was due on ${v.term.dueDate}.`,
      link: pathOf(v.portalLink),
    }),
  } satisfies TemplateDefinition<FeeReminderValues>,

  fee_receipt: {
    kind: 'fees',
    title: 'Fee receipt',
    sample: {
      guardian: 'Mrs Imli Sumi',
      amount: '₹12,500.00',
      child: 'Anu Sumi',
      date: '20/06/2026',
      receiptNo: 'R-2026-00042',
      how: 'at the school counter',
      link: 'https://lightridge-hss.edu.in/fee-portal/student-dashboard?child=sample',
    },
    email: (v: ReceiptValues) => ({
      subject: `Receipt ${v.receiptNo}: ${v.amount} received for ${v.child}`,
      text: `Dear ${v.guardian},\n\nWe received ${v.amount} for ${v.child} ${v.how} on ${v.date}. Your receipt number is ${v.receiptNo}.\n\nSee the receipt and the dues: ${v.link}\n\n${signature}`,
    }),
    sms: {
      registered: 'Dear {#var#}, we received {#var#} for {#var#} on {#var#}. Receipt no {#var#}. - Lightridge HSS',
      variables: (v: ReceiptValues) => [v.guardian, v.amount, v.child, v.date, v.receiptNo],
    },
    whatsapp: {
      name: 'fee_receipt',
      language: 'en',
      body: 'Dear {{1}}, we received {{2}} for {{3}} on {{4}}. Receipt no {{5}}. Lightridge HSS',
      variables: (v: ReceiptValues) => [v.guardian, v.amount, v.child, v.date, v.receiptNo],
    },
    // The counter (the fees router) and an online payment (payments/record.ts) write a receipt's bell lines.
    bell: false,
  } satisfies TemplateDefinition<ReceiptValues>,

  fee_receipt_void: {
    kind: 'fees',
    title: 'Fee receipt cancelled',
    sample: {
      guardian: 'Mrs Imli Sumi',
      amount: '₹12,500.00',
      child: 'Anu Sumi',
      receiptNo: 'R-2026-00042',
      link: 'https://lightridge-hss.edu.in/fee-portal/student-dashboard?child=sample',
    },
    email: (v: VoidValues) => ({
      subject: `Receipt ${v.receiptNo} cancelled: the fees of ${v.child} are due again`,
      text: `Dear ${v.guardian},\n\nThe school office cancelled receipt ${v.receiptNo} of ${v.amount}: the fees it paid for ${v.child} are due again.\n\nSee the dues: ${v.link}\n\nIf you have a question, please contact the school office.\n\n${signature}`,
    }),
    sms: {
      registered:
        'Dear {#var#}, receipt {#var#} of {#var#} for {#var#} was cancelled; the fees are due again. See https://{#var#}/fee-portal - Lightridge HSS',
      variables: (v: VoidValues) => [v.guardian, v.receiptNo, v.amount, v.child, hostOf(v.link)],
    },
    // The void writes its own bell lines (the fees router).
    bell: false,
  } satisfies TemplateDefinition<VoidValues>,

  cheque_returned: {
    kind: 'fees',
    title: 'Cheque returned unpaid',
    sample: {
      guardian: 'Mrs Imli Sumi',
      what: 'Cheque 123456',
      bank: 'State Bank of India',
      amount: '₹12,500.00',
      receiptNo: 'R-2026-00042',
      returnedOn: '25/06/2026',
      reason: 'Insufficient funds',
      children: 'Anu Sumi',
      charges: ['A bounce charge of ₹500.00 is added to Term 1.'],
      links: [{ name: 'Anu Sumi', link: 'https://lightridge-hss.edu.in/fee-portal/student-dashboard?child=sample' }],
      portalLink: 'https://lightridge-hss.edu.in/fee-portal',
    },
    email: (v: ReturnedValues) => ({
      subject: `Fee payment returned unpaid: receipt ${v.receiptNo}`,
      text: [
        `Dear ${v.guardian},`,
        '',
        `${v.what}${v.bank ? ` on ${v.bank}` : ''} for ${v.amount} (receipt ${v.receiptNo}) was returned unpaid by the bank on ${v.returnedOn}: ${v.reason}.`,
        '',
        `The fees it paid are due again for ${v.children}.${v.charges.map((line) => ` ${line}`).join('')}`,
        '',
        ...v.links.map((child) => `See the dues of ${child.name}: ${child.link}`),
        '',
        'Please pay at the school fee counter, or contact the school office.',
        '',
        school.name,
        `${school.phones[0]} · ${school.email}`,
      ].join('\n'),
    }),
    sms: {
      registered:
        'Dear {#var#}, {#var#} of {#var#} (receipt {#var#}) was returned unpaid; the fees are due again. See https://{#var#}/fee-portal - Lightridge HSS',
      variables: (v: ReturnedValues) => [v.guardian, v.what, v.amount, v.receiptNo, hostOf(v.portalLink)],
    },
    // The bounce writes its own bell lines (fees/instruments.ts).
    bell: false,
  } satisfies TemplateDefinition<ReturnedValues>,

  absence_alert: {
    kind: 'attendance',
    title: 'Absent today',
    sample: {
      guardian: 'Mrs Imli Sumi',
      child: 'Anu Sumi',
      register: 'XI Science A',
      date: '20/06/2026',
      link: 'https://lightridge-hss.edu.in/dashboard/children/sample',
    },
    email: (v: AbsenceValues) => ({
      subject: `${v.child} was absent from school today (${v.date})`,
      text: [
        `Dear ${v.guardian},`,
        '',
        `${v.child} was marked absent in ${v.register} today, ${v.date}. If you did not expect this, please call the school office on ${school.phones[0]}.`,
        '',
        `Attendance and results are on your dashboard: ${v.link}`,
        '',
        signature,
      ].join('\n'),
    }),
    sms: {
      registered:
        'Dear {#var#}, {#var#} was marked absent in {#var#} today, {#var#}. If unexpected, please call the school office. - Lightridge HSS',
      variables: (v: AbsenceValues) => [v.guardian, v.child, v.register, v.date],
    },
    // The register writes its own bell lines (academics/attendance-alerts.ts).
    bell: false,
  } satisfies TemplateDefinition<AbsenceValues>,

  admission_update: {
    kind: 'admissions',
    title: 'Admission application update',
    sample: {
      guardian: 'Mrs Imli Sumi',
      reference: 'ADM-2026-0042',
      child: 'Anu Sumi',
      status: 'Accepted',
      subject: 'Application ADM-2026-0042: Accepted',
      paragraphs: ['We are pleased to tell you that the application has been accepted.'],
      link: 'https://lightridge-hss.edu.in/admission-status',
    },
    email: (v: AdmissionValues) => ({
      subject: v.subject,
      text: [`Dear ${v.guardian},`, '', ...v.paragraphs].join('\n'),
    }),
    replyTo: () => school.admissionsEmail,
    sms: {
      registered:
        'Dear {#var#}, application {#var#} for {#var#}: {#var#}. Details by e-mail and at https://{#var#}/admission-status - Lightridge HSS',
      variables: (v: AdmissionValues) => [v.guardian, v.reference, v.child, v.status, hostOf(v.link)],
    },
    // A decision writes its own bell lines, for the parent and the student (admissions/status-changes.ts).
    bell: false,
  } satisfies TemplateDefinition<AdmissionValues>,

  school_notice: {
    kind: 'news',
    title: 'School notice',
    sample: {
      guardian: 'Mrs Imli Sumi',
      title: 'Annual Day on 12 December',
      link: 'https://lightridge-hss.edu.in/notice',
    },
    email: (v: NoticeValues) => ({
      subject: v.title,
      text: `Dear ${v.guardian},\n\n${v.title}. Read the notice: ${v.link}\n\n${signature}`,
    }),
    sms: {
      registered: 'Dear {#var#}, new school notice: {#var#}. Read it at https://{#var#}/notice - Lightridge HSS',
      variables: (v: NoticeValues) => [v.guardian, v.title, hostOf(v.link)],
    },
    bell: (v: NoticeValues) => ({ title: 'New notice', body: v.title, link: pathOf(v.link) }),
  } satisfies TemplateDefinition<NoticeValues>,

  ...accountTemplates,
} as const

export type TemplateId = keyof typeof templates
export const templateIds = Object.keys(templates) as TemplateId[]

export type TemplateValues<T extends TemplateId> = Parameters<(typeof templates)[T]['email']>[0]

export class TemplateError extends Error {
  override name = 'TemplateError'
}

/** The SMS text of a registered template with its values: refused when a value does not fit a {#var#}. */
export function renderDlt(registered: string, values: readonly string[]): string {
  const parts = registered.split('{#var#}')
  if (parts.length - 1 !== values.length)
    throw new TemplateError(`The SMS template has ${parts.length - 1} values but ${values.length} were given.`)
  values.forEach((value, index) => {
    if (value.length === 0) throw new TemplateError(`SMS value ${index + 1} is empty.`)
    if (value.length > dltVariableMax)
      throw new TemplateError(
        `SMS value ${index + 1} ("${value.slice(0, 40)}") is longer than ${dltVariableMax} characters, so it would not match the registered template.`,
      )
    if (/[\r\n]/.test(value)) throw new TemplateError(`SMS value ${index + 1} has a line break.`)
  })
  return parts.reduce((text, part, index) => text + part + (index < values.length ? values[index] : ''), '')
}

/** True when `text` is what the operator would accept for `registered` (each {#var#} 1 to 30 characters). */
export function matchesRegistered(registered: string, text: string): boolean {
  const pattern = registered
    .split('{#var#}')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join(`[^\\r\\n]{1,${dltVariableMax}}`)
  return new RegExp(`^${pattern}$`).test(text)
}

/** The WhatsApp body as the recipient reads it. */
export function renderWhatsApp(body: string, values: readonly string[]): string {
  return body.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => {
    const value = values[Number(n) - 1]
    if (value === undefined) throw new TemplateError(`WhatsApp value ${n} is missing.`)
    return value
  })
}

/** True for text an SMS must carry as Unicode (anything outside the GSM-7 Latin letters, digits and signs). */
export function needsUnicode(text: string): boolean {
  return /[^\n\r\x20-\x7E£¥èéùìòÇØøÅå_ÆæßÉ¡ÄÖÑÜ§¿äöñüà]/.test(text)
}

/** One template without its value types (the queue stores values as JSON and hands them back). */
export function templateOf(id: TemplateId): TemplateDefinition<unknown> {
  return templates[id] as unknown as TemplateDefinition<unknown>
}
