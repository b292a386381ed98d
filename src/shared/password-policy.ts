import { randomInt } from './school-id'

// Generated passwords are 10 characters with at least one
// uppercase letter, one lowercase letter, one digit and one symbol.
export const generatedPasswordLength = 10
export const passwordPolicyMessage = 'Password does not meet complexity requirements'

// Look-alikes (I, l, O, 0, 1) are left out: an admin reads these passwords out to people.
// No = + - @ either: a password opened from the downloaded CSV must never start a spreadsheet formula.
const classes = {
  upper: 'ABCDEFGHJKLMNPQRSTUVWXYZ',
  lower: 'abcdefghijkmnopqrstuvwxyz',
  digit: '23456789',
  symbol: '!#$%&*?',
} as const

export function meetsPasswordPolicy(password: string): boolean {
  return (
    password.length >= generatedPasswordLength &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  )
}

function pick(alphabet: string): string {
  return alphabet[randomInt(alphabet.length)]!
}

/** One character of each class, the rest from all of them, shuffled with Fisher-Yates. */
export function generatePassword(length: number = generatedPasswordLength): string {
  const all = classes.upper + classes.lower + classes.digit + classes.symbol
  const chars = [pick(classes.upper), pick(classes.lower), pick(classes.digit), pick(classes.symbol)]
  while (chars.length < length) chars.push(pick(all))
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[chars[i], chars[j]] = [chars[j]!, chars[i]!]
  }
  return chars.join('')
}

/** Generates and checks: the check is the stated contract, not an assumption about the generator. */
export function generateCompliantPassword(): string {
  const password = generatePassword()
  if (!meetsPasswordPolicy(password)) throw new Error(passwordPolicyMessage)
  return password
}
