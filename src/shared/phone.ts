// Indian mobile numbers: what families type ("94361 22810", "+91-94361-22810", "094361 22810") and the one form
// they are stored and sent in ("+919436122810"). SMS and WhatsApp go only to a number of this shape.
import { z } from 'zod'

export const indianMobileMessage =
  'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, with or without +91.'

/** Spaces, dots, hyphens and brackets people put between digit groups. */
const separators = /[\s.\-()]/g

/**
 * The number as +91 and ten digits, or null when it is not an Indian mobile. A +91 or 91 country code and a
 * leading 0 (the trunk prefix) are accepted before the ten digits.
 */
export function normalizeIndianMobile(value: string | null | undefined): string | null {
  if (!value) return null
  const compact = value.trim().replace(separators, '')
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(compact)
  return match ? `+91${match[1]}` : null
}

/** "+919436122810" -> "+91 94361 22810", as the school prints numbers. */
export function formatIndianMobile(normalized: string): string {
  const digits = normalized.slice(3)
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`
}

/** A phone as the school prints it: a mobile as "+91 94361 22810", anything else as it was stored. */
export function displayPhone(phone: string): string {
  const mobile = normalizeIndianMobile(phone)
  return mobile ? formatIndianMobile(mobile) : phone
}

/** A required mobile: typed in any of the accepted forms, kept as +91XXXXXXXXXX. */
export const indianMobileSchema = z
  .string(indianMobileMessage)
  .max(20, indianMobileMessage)
  .transform((value, ctx) => {
    const normalized = normalizeIndianMobile(value)
    if (normalized === null) {
      ctx.addIssue({ code: 'custom', message: indianMobileMessage })
      return z.NEVER
    }
    return normalized
  })

/** An optional mobile: blank (or absent) becomes undefined, so the column is stored as null. */
export const optionalIndianMobileSchema = z
  .string(indianMobileMessage)
  .optional()
  .transform((value, ctx) => {
    if (!value || value.trim() === '') return undefined
    const normalized = value.length <= 20 ? normalizeIndianMobile(value) : null
    if (normalized === null) {
      ctx.addIssue({ code: 'custom', message: indianMobileMessage })
      return z.NEVER
    }
    return normalized
  })
