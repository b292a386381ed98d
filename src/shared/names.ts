import { academicsActionLabels } from './audit-academics'

// A blank name falls back to the part of the e-mail before the @, then to 'User'.
export function displayName(user: {
  firstName?: string | null
  lastName?: string | null
  email?: string | null
}): string {
  const full = [user.firstName, user.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ')
  if (full) return full
  const local = user.email?.split('@')[0]?.trim()
  return local || 'User'
}

// One word gives its first letter, several give the first and last initials, none gives '?'.
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const first = words[0]!
  const last = words[words.length - 1]!
  const letters = words.length === 1 ? firstChar(first) : firstChar(first) + firstChar(last)
  return letters.toUpperCase()
}

// Array.from keeps a letter outside the BMP whole.
function firstChar(word: string): string {
  return Array.from(word)[0] ?? ''
}

const auditActionLabels: Record<string, string> = {
  ...academicsActionLabels,
  'user.create': 'Account created',
  'user.import': 'Students imported',
  'user.update': 'Account details changed',
  'user.password_reset': 'Password reset',
  'user.password_reset_request': 'Password reset link asked for another account',
  'user.password_link_used': 'Password set with a link',
  'user.deactivate': 'Account deactivated',
  'user.reactivate': 'Account reactivated',
  'user.delete': 'Account deleted',
  'user.role_change': 'Role changed',
  'user.guardian_link': 'Guardian linked',
  'user.guardian_unlink': 'Guardian unlinked',
  'admission.status_change': 'Application status changed',
  'admission.account_create': 'Student account created from an application',
  'admission.export': 'Applications exported',
  'admission.letter_download': 'Admission letter downloaded',
  'admission.settings_change': 'Admissions settings changed',
  'admission.documents_delete': 'Documents deleted under the retention rule',
  'legal.publish': 'Privacy notice or terms published',
  'audit.export': 'Audit log exported',
  'user.profile_update': 'Own contact details changed',
  'user.photo_upload': 'Profile photo changed',
  'user.photo_remove': 'Profile photo removed',
  'users.export': 'Users exported',
  'users.class_list_export': 'Class list exported',
  'fees.receipts_export': 'Receipts exported',
  'fees.defaulters_export': 'Defaulters exported',
  'inventory.receive': 'Stock received',
  'inventory.issue': 'Stock issued',
  'inventory.return': 'Stock returned',
  'inventory.adjust': 'Stock adjusted',
  'inventory.dispose': 'Stock disposed of',
  'inventory.import': 'Inventory imported',
  'inventory.item_create': 'Inventory item added',
  'inventory.item_update': 'Inventory item edited',
  'inventory.item_archive': 'Inventory item archived',
  'inventory.item_restore': 'Inventory item restored',
  'inventory.item_delete': 'Inventory item deleted',
  'inventory.photo_upload': 'Inventory photo uploaded',
  'inventory.photo_remove': 'Inventory photo removed',
  'inventory.department_create': 'Department added',
  'inventory.department_rename': 'Department renamed',
  'inventory.department_archive': 'Department archived',
  'inventory.department_restore': 'Department restored',
  'inventory.movements_export': 'Inventory movements exported',
  'inventory.stock_take': 'Stock-take recorded',
  'mail.resend': 'E-mail sent again',
  'mail.view': 'E-mail opened in the outbox',
  'fees.year_create': 'Academic year added',
  'fees.year_set_current': 'Current academic year changed',
  'fees.enrolment_set': 'Class enrolment set',
  'fees.concession_create': 'Fee concession granted',
  'fees.concession_revoke': 'Fee concession revoked',
  'fees.term_issue': 'Term fees issued',
  'fees.fine_waive': 'Late fee waived',
  'fees.receipt_void': 'Fee receipt voided',
  'fees.reminders_send': 'Fee reminders sent',
  'fees.day_close': 'Cash day closed',
  'fees.day_reopen': 'Cash day reopened',
}

/** An audit log action in words; actions of other areas ("receipt.void") fall back to their own words. */
export function auditActionLabel(action: string): string {
  const known = auditActionLabels[action]
  if (known) return known
  const text = action.replace(/[._]/g, ' ').trim()
  return text.charAt(0).toUpperCase() + text.slice(1)
}
