// The audit log in words: each entry as one sentence, "Temjen Ao changed Aoli Jamir's phone from
// 98620 11111 to 98620 22222", built from what the entry stored at the time (names, before and after values) and
// the labels of src/shared's enumerations. Entries written before an action stored its details still read as a
// sentence from their action and target; nothing prints a raw code, a bare id or "[object Object]".
import { classLabel, statusLabels } from './admission-rules'
import { academicsSentences } from './audit-academics'
import { formatDateKeyNumeric, isDateKey } from './dates'
import { formatPaise } from './money'
import { auditActionLabel } from './names'
import { roleLabels } from './roles'
import {
  changesOf,
  changeWords,
  fieldName,
  isChange,
  isHidden,
  looksLikeId,
  valueWords,
  type AuditChange,
} from './audit-words'

export type AuditRecord = {
  actorName: string
  action: string
  targetType: string
  targetLabel: string | null
  details: Record<string, unknown> | null
}

function listWords(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`)

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)
const money = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? formatPaise(value) : null)
const count = (value: unknown, one: string, many: string) =>
  typeof value === 'number' ? `${value.toLocaleString('en-IN')} ${value === 1 ? one : many}` : null

/** Details not already in the sentence, as "Reason: …", "Note: …". */
function extras(details: Record<string, unknown> | null, keys: string[]): string {
  if (!details) return ''
  const parts = keys.flatMap((key) => {
    const value = text(details[key])
    return value ? [`${fieldName(key).charAt(0).toUpperCase()}${fieldName(key).slice(1)}: ${value}`] : []
  })
  return parts.length ? `. ${parts.join('. ')}` : ''
}

/** The name an old user entry stored as "email (ABC123456)" or a new one stores as `details.name`. */
function personOf(record: AuditRecord): string {
  return text(record.details?.name) ?? record.targetLabel ?? 'an account'
}

/** What a sentence calls a target whose entry named none (or only by an id). */
const unnamed = 'a record'

type Describe = (record: AuditRecord, actor: string, target: string, details: Record<string, unknown>) => string

const sentences: Record<string, Describe> = {
  ...academicsSentences,
  'user.create': (record, actor, _target, d) => {
    const role = typeof d.role === 'string' ? roleLabels[d.role as keyof typeof roleLabels]?.toLowerCase() : null
    const source = typeof d.source === 'string' ? d.source : ''
    const how = source.includes('import')
      ? ' from a CSV file'
      : source.includes('admission')
        ? ' from an admission'
        : ''
    const schoolId = text(d.schoolId)
    const name = personOf(record)
    const enrolment = d.enrolment && typeof d.enrolment === 'object' ? (d.enrolment as Record<string, unknown>) : null
    const className = text(enrolment?.className)
    const inClass = className
      ? `, in ${classLabel(className)}${text(enrolment?.section) ? ` ${text(enrolment?.section)}` : ''}`
      : ''
    return `${actor} created ${role ? `a ${role} account` : 'an account'} for ${name}${schoolId && !name.includes(schoolId) ? ` (${schoolId})` : ''}${how}${inClass}`
  },
  'user.import': (_record, actor, _target, d) =>
    `${actor} imported ${count(d.count, 'student', 'students') ?? 'students'} from a CSV file`,
  'user.update': (record, actor, _target, d) => {
    const name = personOf(record)
    const changes = changesOf(d)
    if (changes.length) return `${actor} changed ${possessive(name)} ${listWords(changes.map(changeWords))}`
    const fields = Array.isArray(d.changed) ? d.changed.map((field) => fieldName(String(field))) : []
    const email = text(d.previousEmail)
    return `${actor} changed ${possessive(name)} ${fields.length ? listWords(fields) : 'details'}${email ? ` (the e-mail was ${email})` : ''}`
  },
  'user.profile_update': (record, actor, _target, d) => {
    const changes = changesOf(d)
    const own = record.targetLabel?.trim() === actor ? 'their own' : `${possessive(personOf(record))}`
    return changes.length
      ? `${actor} changed ${own} ${listWords(changes.map(changeWords))}`
      : `${actor} saved ${own} contact details`
  },
  'user.photo_upload': (record, actor) =>
    `${actor} changed ${record.targetLabel?.trim() === actor ? 'their own' : possessive(personOf(record))} profile photo`,
  'user.photo_remove': (record, actor) =>
    `${actor} removed ${record.targetLabel?.trim() === actor ? 'their own' : possessive(personOf(record))} profile photo`,
  'user.password_reset': (record, actor) => `${actor} reset ${possessive(personOf(record))} password`,
  'user.password_reset_request': (record, actor) =>
    `${actor} asked for a password reset link for ${possessive(personOf(record))} account`,
  'user.password_link_used': (record, actor, _target, d) =>
    `${actor} set ${record.targetLabel?.trim() === actor || personOf(record) === actor ? 'their own' : possessive(personOf(record))} password with ${d.purpose === 'welcome' ? 'the welcome e-mail' : 'a reset'} link`,
  'user.deactivate': (record, actor) => `${actor} deactivated ${possessive(personOf(record))} account`,
  'user.reactivate': (record, actor) => `${actor} reactivated ${possessive(personOf(record))} account`,
  'user.delete': (record, actor, _target, d) => {
    const role = typeof d.role === 'string' ? roleLabels[d.role as keyof typeof roleLabels]?.toLowerCase() : null
    return `${actor} deleted the ${role ? `${role} ` : ''}account of ${personOf(record)}`
  },
  'user.role_change': (record, actor, _target, d) =>
    `${actor} changed ${possessive(personOf(record))} role from ${valueWords('role', d.from)} to ${valueWords('role', d.to)}`,
  'user.guardian_link': (record, actor, target, d) => {
    const parent = text(d.parentName) ?? target
    const student = text(d.studentName)
    const relation = typeof d.relation === 'string' ? valueWords('relation', d.relation).toLowerCase() : 'guardian'
    return student
      ? `${actor} linked ${parent} as the ${relation} of ${student}`
      : `${actor} linked ${parent} as a ${relation}`
  },
  'user.guardian_unlink': (_record, actor, target, d) => {
    const parent = text(d.parentName)
    const student = text(d.studentName)
    return parent && student
      ? `${actor} removed ${parent} as a guardian of ${student}`
      : `${actor} removed a guardian link${target === unnamed ? '' : ` (${target})`}`
  },
  'admission.status_change': (_record, actor, target, d) =>
    `${actor} moved application ${target} from ${valueWords('status', d.from)} to ${valueWords('status', d.to)}${d.bulk ? ' (bulk decision)' : ''}${extras(d, ['reason', 'note'])}`,
  'admission.account_create': (_record, actor, target, d) => {
    const schoolId = text(d.schoolId)
    const className = text(d.className)
    return `${actor} created the student account${schoolId ? ` ${schoolId}` : ''} from application ${target}${className ? ` for ${className}` : ''}`
  },
  'admission.export': (_record, actor, _target, d) => exportSentence(actor, 'the applications', d),
  'audit.export': (_record, actor, _target, d) => exportSentence(actor, 'the audit log', d),
  'admission.letter_download': (_record, actor, target) => `${actor} downloaded the admission letter of ${target}`,
  'admission.settings_change': (_record, actor, _target, d) => {
    const changes = changesOf(d)
    return changes.length
      ? `${actor} changed the admissions settings: ${listWords(changes.map(changeWords))}`
      : `${actor} saved the admissions settings without changes`
  },
  'mail.resend': (_record, actor, target, d) => {
    const to = text(d.to)
    return `${actor} sent the e-mail "${target}" again${to ? ` to ${to}` : ''}${d.remade ? ' with a new link' : ''}${d.result === 'failed' ? '; it failed again' : ''}`
  },
  'mail.view': (_record, actor, target, d) => {
    const to = text(d.to)
    return `${actor} opened the e-mail "${target}"${to ? ` to ${to}` : ''} in the outbox`
  },
  'fees.year_create': (_record, actor, target, d) =>
    `${actor} added the academic year ${target}${d.current ? ' as the current year' : ''}`,
  'fees.year_set_current': (_record, actor, target) => `${actor} made ${target} the current academic year`,
  'fees.enrolment_set': (_record, actor, target, d) => {
    const className = text(d.className)
    const section = text(d.section)
    const roll = d.rollNumber === null || d.rollNumber === undefined ? null : String(d.rollNumber)
    const year = text(d.year)
    return `${actor} enrolled ${target}${className ? ` in ${classLabel(className)}${section ? ` ${section}` : ''}` : ''}${roll ? `, roll number ${roll}` : ''}${year ? ` for ${year}` : ''}`
  },
  'fees.concession_create': (_record, actor, target, d) => {
    const type = typeof d.type === 'string' ? valueWords('type', d.type) : null
    const amount = d.kind === 'percent' && typeof d.percent === 'number' ? `${d.percent}%` : money(d.amountPaise)
    return `${actor} granted ${target} a ${type ? `${type.toLowerCase()} ` : ''}concession${amount ? ` of ${amount}` : ''}${text(d.year) ? ` for ${text(d.year)}` : ''}${extras(d, ['reason'])}`
  },
  'fees.concession_revoke': (_record, actor, target, d) =>
    `${actor} revoked a fee concession${target === unnamed ? '' : ` of ${target}`}${extras(d, ['reason'])}`,
  'fees.term_issue': (_record, actor, target, d) => {
    const parts = [
      count(d.students, 'student', 'students'),
      count(d.charges, 'charge', 'charges'),
      money(d.totalPaise),
    ].filter(Boolean)
    return `${actor} issued the fees of ${target}${parts.length ? ` (${parts.join(', ')})` : ''}`
  },
  'fees.fine_waive': (_record, actor, target, d) =>
    `${actor} waived a late fee${money(d.amountPaise) ? ` of ${money(d.amountPaise)}` : ''} for ${target}${text(d.term) ? ` (${text(d.term)})` : ''}${extras(d, ['reason'])}`,
  'fees.receipt_void': (_record, actor, target, d) =>
    `${actor} voided receipt ${target}${money(d.totalPaise) ? ` of ${money(d.totalPaise)}` : ''}${extras(d, ['reason'])}`,
  'fees.reminders_send': (_record, actor, target, d) => {
    const parts = [
      count(d.sent, 'sent', 'sent'),
      count(d.skipped, 'skipped', 'skipped'),
      count(d.failed, 'failed', 'failed'),
    ].filter(Boolean)
    return `${actor} sent fee reminders for ${target}${text(d.className) ? `, ${classLabel(String(d.className))}` : ''}${parts.length ? ` (${parts.join(', ')})` : ''}`
  },
  'fees.day_close': (_record, actor, _target, d) => {
    const date = typeof d.date === 'string' && isDateKey(d.date) ? formatDateKeyNumeric(d.date) : 'the day'
    const counted = money(d.countedCashPaise)
    const difference =
      typeof d.differencePaise === 'number' && d.differencePaise !== 0
        ? `, a difference of ${formatPaise(d.differencePaise)}`
        : ''
    return `${actor} closed the cash day ${date}${counted ? ` with ${counted} counted${difference}` : ''}`
  },
  'fees.day_reopen': (_record, actor, target, d) => {
    const date = typeof d.date === 'string' && isDateKey(d.date) ? formatDateKeyNumeric(d.date) : 'a day'
    return `${actor} reopened the cash day ${date} of ${text(d.cashierName) ?? target}${extras(d, ['reason'])}`
  },
  'inventory.import': (_record, actor, _target, d) =>
    `${actor} imported ${count(d.created, 'inventory item', 'inventory items') ?? 'inventory items'} from a CSV file${typeof d.rejected === 'number' && d.rejected > 0 ? ` (${d.rejected} rows rejected)` : ''}`,
  'inventory.item_create': (_record, actor, target) => `${actor} added the inventory item ${target}`,
  'inventory.item_update': (_record, actor, target, d) => {
    const changes = changesOf(d)
    if (changes.length) return `${actor} changed ${target}: ${listWords(changes.map(changeWords))}`
    return text(d.codeFrom)
      ? `${actor} changed the item code of ${target} from ${text(d.codeFrom)} to ${text(d.codeTo)}`
      : `${actor} edited the inventory item ${target}`
  },
  'inventory.item_archive': (_record, actor, target) => `${actor} archived the inventory item ${target}`,
  'inventory.item_restore': (_record, actor, target) => `${actor} restored the inventory item ${target}`,
  'inventory.item_delete': (_record, actor, target) => `${actor} deleted the inventory item ${target}`,
  'inventory.photo_upload': (_record, actor, target) => `${actor} uploaded a photo of ${target}`,
  'inventory.photo_remove': (_record, actor, target) => `${actor} removed the photo of ${target}`,
  'inventory.department_create': (_record, actor, target) => `${actor} added ${target} to the departments`,
  'inventory.department_rename': (_record, actor, target, d) =>
    `${actor} renamed the department ${text(d.from) ?? ''} to ${text(d.to) ?? target}`,
  'inventory.department_archive': (_record, actor, target) => `${actor} archived the department ${target}`,
  'inventory.department_restore': (_record, actor, target) => `${actor} restored the department ${target}`,
  'inventory.stock_take': (_record, actor, _target, d) =>
    `${actor} recorded a stock-take of ${count(d.counted, 'item', 'items') ?? 'items'}${Array.isArray(d.adjustments) ? `, ${count(d.adjustments.length, 'difference', 'differences')} adjusted` : ''}${extras(d, ['reason'])}`,
}

const movementVerbs: Record<string, string> = {
  receive: 'received',
  issue: 'issued',
  return: 'took back',
  adjust: 'adjusted the stock of',
  dispose: 'disposed of',
}

function movementSentence(kind: string, actor: string, target: string, d: Record<string, unknown>): string {
  const delta = typeof d.delta === 'number' ? Math.abs(d.delta) : null
  const quantity =
    kind === 'adjust'
      ? typeof d.delta === 'number'
        ? ` by ${d.delta > 0 ? '+' : ''}${d.delta}`
        : ''
      : delta !== null
        ? ` ${delta} of`
        : ''
  const party = text(d.party)
    ? kind === 'issue'
      ? ` to ${text(d.party)}`
      : kind === 'return'
        ? ` from ${text(d.party)}`
        : ''
    : ''
  const onHand = typeof d.onHandAfter === 'number' ? ` (${d.onHandAfter} on hand after)` : ''
  const head =
    kind === 'adjust'
      ? `${actor} adjusted the stock of ${target}${quantity}`
      : `${actor} ${movementVerbs[kind]}${quantity} ${target}${party}`
  return `${head}${onHand}${extras(d, ['reference', 'note'])}`
}

/** The admissions list filters an export stored, in words. */
function filterWords(filters: Record<string, unknown>): Record<string, unknown> {
  const words: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(filters)) {
    if (value === null || value === undefined || value === '' || key === 'page' || key === 'pageSize') continue
    if (key === 'applyingForClass' && typeof value === 'string') words.class = classLabel(value)
    else if (key === 'status' && typeof value === 'string')
      words.status = statusLabels[value as keyof typeof statusLabels] ?? value
    else if (key === 'action' && typeof value === 'string') words.action = auditActionLabel(value)
    else if (key === 'q' || key === 'search') words.search = `"${String(value)}"`
    else words[key] = value
  }
  return words
}

/** "Temjen Ao exported the applications as CSV (status Accepted, class Class 5)" */
function exportSentence(actor: string, what: string, details: Record<string, unknown>): string {
  const filters =
    details.filters && typeof details.filters === 'object'
      ? valueWords('filters', filterWords(details.filters as Record<string, unknown>))
      : 'none'
  return `${actor} exported ${what} as CSV${filters === 'none' ? '' : ` (${filters})`}`
}

/** Whatever an action of another area stored, in words ("Reason: …, amount ₹500.00"). */
function genericDetails(details: Record<string, unknown> | null): string {
  if (!details) return ''
  const parts = Object.entries(details)
    .filter(
      ([key, value]) =>
        value !== null &&
        value !== undefined &&
        value !== '' &&
        !(Array.isArray(value) && value.length === 0) &&
        !isHidden(key, value),
    )
    .map(([key, value]) =>
      isChange(value)
        ? changeWords({ field: key, from: value.from, to: value.to })
        : `${fieldName(key)} ${valueWords(key, value)}`,
    )
  return parts.length ? `: ${parts.join('; ')}` : ''
}

/** The entry as one sentence, e.g. "Temjen Ao changed Aoli Jamir's phone from 98620 11111 to 98620 22222". */
export function auditSentence(record: AuditRecord): string {
  const actor = record.actorName.trim() || 'Someone'
  const label = record.targetLabel?.trim()
  // Labels written before dates were DD/MM/YYYY ("Receipts 2026-04-01 to 2027-03-31") read in today's format.
  const target =
    label && !looksLikeId(label)
      ? label.replace(/\b\d{4}-\d{2}-\d{2}\b/g, (key) => (isDateKey(key) ? formatDateKeyNumeric(key) : key))
      : unnamed
  const details = record.details ?? {}
  const describe = sentences[record.action]
  if (describe) return `${describe(record, actor, target, details)}.`.replace(/\.\.$/, '.')
  const movement = /^inventory\.(receive|issue|return|adjust|dispose)$/.exec(record.action)?.[1]
  if (movement) return `${movementSentence(movement, actor, target, details)}.`.replace(/\.\.$/, '.')
  const action = auditActionLabel(record.action)
  if (/[._]export$/.test(record.action))
    return `${exportSentence(actor, target === unnamed ? action.toLowerCase() : target, details)}.`
  return `${actor}: ${action.charAt(0).toLowerCase()}${action.slice(1)}${target === unnamed ? '' : ` (${target})`}${genericDetails(record.details)}.`
}

const notCompared = new Set(['id', 'userId', 'createdAt', 'updatedAt', 'passwordHash'])

const comparable = (value: unknown) =>
  value instanceof Date ? value.toISOString() : value === undefined || value === '' ? null : value

/**
 * The fields that differ between two snapshots of a record, nested rows (teacher, student) included, as the
 * before and after values a log entry keeps: `[{ field: 'student.parentPhone', from: '…', to: '…' }]`.
 */
export function fieldChanges(before: Record<string, unknown>, after: Record<string, unknown>): AuditChange[] {
  // A teacher's or student's row repeats the account's names and e-mail: one change is said once.
  const seen = new Set<string>()
  return nestedChanges(before, after, '').filter((change) => {
    const key = JSON.stringify([fieldName(change.field), change.from, change.to])
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

function nestedChanges(before: Record<string, unknown>, after: Record<string, unknown>, prefix: string): AuditChange[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !notCompared.has(key))
  return keys.flatMap((key) => {
    const [was, now] = [before[key], after[key]]
    const nested = (value: unknown) =>
      typeof value === 'object' && value !== null && !(value instanceof Date) && !Array.isArray(value)
    if (nested(was) || nested(now))
      return nestedChanges(
        (was ?? {}) as Record<string, unknown>,
        (now ?? {}) as Record<string, unknown>,
        `${prefix}${key}.`,
      )
    return comparable(was) === comparable(now)
      ? []
      : [{ field: `${prefix}${key}`, from: comparable(was), to: comparable(now) }]
  })
}
