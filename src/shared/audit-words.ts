// The audit log's words for stored fields and values: "parentPhone" -> "parent phone", a class code by its label,
// money in rupees, dates DD/MM/YYYY; ids are hidden. src/shared/audit.ts builds its sentences from them.
import { classLabel, statusLabels } from './admission-rules'
import { formatDateKeyNumeric, isDateKey } from './dates'
import { concessionTypeLabels, fineKindLabels } from './fees'
import { genderLabels } from './gender'
import { movementKindLabels } from './inventory'
import { formatPaise } from './money'
import { guardianRelationLabels } from './password-schemas'
import { roleLabels } from './roles'

/** One field's change as new entries store it: `{ field: 'phone', from: '…', to: '…' }`. */
export type AuditChange = { field: string; from: unknown; to: unknown }

/** The words of a stored field name ("parentPhone" -> "parent phone"); known ones by their label. */
const fieldWords: Record<string, string> = {
  email: 'e-mail',
  uniqueId: 'school ID',
  schoolId: 'school ID',
  firstName: 'first name',
  lastName: 'last name',
  dateOfBirth: 'date of birth',
  dob: 'date of birth',
  parentEmail: 'parent e-mail',
  avatarUrl: 'photo',
  photoUrl: 'photo',
  className: 'class',
  applyingForClass: 'class',
  rollNumber: 'roll number',
  highestClass: 'highest class',
  lowestClass: 'lowest class',
  documentsDueBy: 'documents due by',
  feesDueBy: 'fees due by',
  classesBeginOn: 'classes begin on',
  isActive: 'active',
  isOpen: 'open',
}

export function fieldName(key: string): string {
  const dotted = key.split('.').pop() ?? key
  const known = fieldWords[dotted]
  if (known) return known
  return dotted
    .replace(/Paise$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
}

const enumLabels: Record<string, Record<string, string>> = {
  role: roleLabels,
  from: { ...roleLabels, ...statusLabels },
  to: { ...roleLabels, ...statusLabels },
  status: statusLabels,
  gender: genderLabels,
  relation: guardianRelationLabels,
  type: concessionTypeLabels,
  fineKind: fineKindLabels,
  kind: movementKindLabels,
}

export const looksLikeId = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f-]{27,}$/i.test(value) || /^c[a-z0-9]{20,}$/.test(value)

/** A stored value in words: money in rupees, dates DD/MM/YYYY, codes by their label, nothing as "[object Object]". */
export function valueWords(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'blank'
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (typeof value === 'number')
    return key.endsWith('Paise') && Number.isSafeInteger(value) ? formatPaise(value) : value.toLocaleString('en-IN')
  if (typeof value === 'string') {
    if (isDateKey(value)) return formatDateKeyNumeric(value)
    if (/^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)))
      return formatDateKeyNumeric(value.slice(0, 10))
    const field = key.split('.').pop() ?? key
    const label = enumLabels[field]?.[value]
    if (label) return label
    if (field === 'className' || field === 'applyingForClass' || field === 'highestClass' || field === 'lowestClass')
      return classLabel(value)
    return value
  }
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map((item) => valueWords(key, item)).join(', ')
  if (typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>)
      .filter(([inner, item]) => item !== null && item !== undefined && item !== '' && !isHidden(inner, item))
      .map(([inner, item]) => `${fieldName(inner)} ${valueWords(inner, item)}`)
    return parts.length ? parts.join(', ') : 'none'
  }
  return String(value)
}

// Database ids mean nothing to a reader; the entry's target already names what was changed.
export const isHidden = (key: string, value: unknown) =>
  (key === 'id' || key.endsWith('Id')) && typeof value === 'string' && looksLikeId(value)

export const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'from' in value && 'to' in value

/** "phone from 98620 11111 to 98620 22222" */
export function changeWords(change: AuditChange): string {
  return `${fieldName(change.field)} from ${valueWords(change.field, change.from)} to ${valueWords(change.field, change.to)}`
}

/** Changes stored as `changes: [...]`, or as `{ key: { from, to } }` pairs (the admissions settings). */
export function changesOf(details: Record<string, unknown> | null): AuditChange[] {
  if (!details) return []
  if (Array.isArray(details.changes)) {
    return details.changes.filter(
      (change): change is AuditChange => typeof change === 'object' && change !== null && 'field' in change,
    )
  }
  return Object.entries(details).flatMap(([field, value]) =>
    isChange(value) ? [{ field, from: value.from, to: value.to }] : [],
  )
}
