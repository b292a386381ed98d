// The messages about a person's own account (password links) and the staff's alerts (low stock): e-mail only, never
// turned off (kind `account`), so they have no SMS or WhatsApp template. A password link is never in the stored
// values: they carry its label ("reset link (hidden)") and the worker puts a fresh link in its place as it sends.
import { school } from '#app-config'
import { escapeHtml } from '~/shared/markup'
import type { TemplateDefinition } from './templates'

export type PasswordLinkValues = {
  /** "Mrs Imli Sumi": the account holder as addressed. */
  name: string
  /** At queue time the hidden link's label; the worker sends the working link in its place. */
  link: string
  /** The school ID to sign in with, for a welcome. */
  uniqueId: string | null
}

export type OfficeValues = {
  name: string
  subject: string
  text: string
  html: string | null
  /** The applicant's address: the office replies to the family. */
  replyTo: string
}

export type StockValues = {
  name: string
  item: string
  code: string
  onHand: string
  reorderLevel: string
  link: string
}

const signature = ['With regards,', 'The School Office', school.name, school.email].join('\n')

export const accountTemplates = {
  password_reset: {
    kind: 'account',
    title: 'Password reset link',
    sample: { name: 'Mrs Imli Sumi', link: 'reset link (hidden)', uniqueId: null },
    email: (v: PasswordLinkValues) => ({
      subject: `Reset your ${school.shortName} password`,
      text: [
        `Dear ${v.name},`,
        '',
        'Someone (we hope you) asked to reset the password of your school account. To choose a new password, open this link within 30 minutes:',
        '',
        v.link,
        '',
        'The link works once. If you did not ask for it, you can ignore this e-mail: your password stays as it is.',
        '',
        signature,
      ].join('\n'),
    }),
  } satisfies TemplateDefinition<PasswordLinkValues>,

  account_welcome: {
    kind: 'account',
    title: 'Welcome and set-password link',
    sample: { name: 'Mrs Imli Sumi', link: 'set-password link (hidden)', uniqueId: 'LHS-P-0042' },
    email: (v: PasswordLinkValues) => ({
      subject: `Your ${school.shortName} account`,
      text: [
        `Dear ${v.name},`,
        '',
        `An account has been created for you at ${school.name}.`,
        ...(v.uniqueId ? [`Your school ID is ${v.uniqueId}; you can also sign in with this e-mail address.`] : []),
        '',
        'To choose your password, open this link within 7 days:',
        '',
        v.link,
        '',
        'If the link has expired, use "Forgot password?" on the sign-in page, or contact the school office.',
        '',
        signature,
      ].join('\n'),
    }),
  } satisfies TemplateDefinition<PasswordLinkValues>,

  application_new: {
    kind: 'account',
    title: 'New admission application (to the office)',
    sample: {
      name: 'Mrs Imli Sumi',
      subject: 'New admission application ADM-2026-0042: Anu Sumi (Class XI)',
      text: 'A new admission application was submitted online.',
      html: null,
      replyTo: 'imli.sumi@example.in',
    },
    email: (v: OfficeValues) => ({
      subject: v.subject,
      text: `Dear ${v.name},\n\n${v.text}`,
      ...(v.html ? { html: `<p>Dear ${escapeHtml(v.name)},</p>\n${v.html}` } : {}),
    }),
    replyTo: (v: OfficeValues) => v.replyTo,
  } satisfies TemplateDefinition<OfficeValues>,

  stock_low: {
    kind: 'account',
    title: 'Low stock',
    sample: {
      name: 'Mrs Imli Sumi',
      item: 'Chalk (white)',
      code: 'STA-0007',
      onHand: '4 box',
      reorderLevel: '5 box',
      link: 'https://lightridge-hss.edu.in/inventory/item/sample',
    },
    email: (v: StockValues) => ({
      subject: `Low stock: ${v.item} (${v.code})`,
      text: [
        `Dear ${v.name},`,
        '',
        `${v.item} (${v.code}) is at or below its reorder level.`,
        '',
        `On hand: ${v.onHand}`,
        `Reorder level: ${v.reorderLevel}`,
        '',
        `Open the item in the inventory portal: ${v.link}`,
        '',
        school.name,
      ].join('\n'),
    }),
  } satisfies TemplateDefinition<StockValues>,
} as const
