// The demo sign-ins created by the seed, in one list for the seed, the tests, `npm run demo` and the README.
// DEMO ONLY: these passwords are public. Never seed them into a real school's database.
import type { Role } from '~/shared/roles'

export interface DemoAccount {
  role: Role
  email: string
  /** The school ID that also signs in (three letters + six digits). */
  uniqueId: string
  firstName: string
  lastName: string
  password: string
}

export const demoAccounts = [
  {
    role: 'admin',
    email: 'admin@lightridge-hss.edu.in',
    uniqueId: 'ADM000001',
    firstName: 'Temjen',
    lastName: 'Ao',
    password: 'Admin@2026!',
  },
  {
    role: 'teacher',
    email: 'teacher@lightridge-hss.edu.in',
    uniqueId: 'TCH000001',
    firstName: 'Neikedolie',
    lastName: 'Khate',
    password: 'Teacher@2026!',
  },
  {
    role: 'student',
    email: 'student@lightridge-hss.edu.in',
    uniqueId: 'STU000001',
    firstName: 'Vikato',
    lastName: 'Sumi',
    password: 'Student@2026!',
  },
  {
    role: 'cashier',
    email: 'cashier@lightridge-hss.edu.in',
    uniqueId: 'CSH000001',
    firstName: 'Priya',
    lastName: 'Sharma',
    password: 'Cashier@2026!',
  },
  {
    role: 'parent',
    email: 'parent@lightridge-hss.edu.in',
    uniqueId: 'PAR000001',
    firstName: 'Imli',
    lastName: 'Sumi',
    password: 'Parent@2026!',
  },
  {
    role: 'storekeeper',
    email: 'storekeeper@lightridge-hss.edu.in',
    uniqueId: 'STK000001',
    firstName: 'Akum',
    lastName: 'Jamir',
    password: 'Storekeeper@2026!',
  },
] as const satisfies readonly DemoAccount[]
