// The application as the admin's detail screen gets it.
import type { inferRouterOutputs } from '@trpc/server'
import type { AppRouter } from '~/server/trpc/root'

export type Application = inferRouterOutputs<AppRouter>['admissions']['byId']
