import type { inferRouterOutputs } from '@trpc/server'
import type { AppRouter } from '~/server/trpc/root'

type Fees = inferRouterOutputs<AppRouter>['fees']

export type CounterMatch = Fees['counter']['search'][number]
export type CounterStudent = Fees['counter']['student']
export type Statement = Fees['family']['statement']
export type FamilyChild = Fees['family']['children'][number]

/** The signed-in user as the route guards hand it over. */
export type Me = { id: string; firstName: string; lastName: string; role: import('~/shared/roles').Role }

type Setup = Fees['setup']
export type SetupYear = Setup['years']['list'][number]
export type SetupHead = Setup['heads']['list'][number]
export type SetupTerm = Setup['terms']['list']['terms'][number]
export type SetupConcession = Setup['concessions']['list'][number]
export type SetupEnrolment = Setup['enrolments']['list']['items'][number]
