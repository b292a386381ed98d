import { createCallerFactory, createTRPCRouter } from './init'
import { authRouter } from './routers/auth'
import { healthRouter } from './routers/health'

export const appRouter = createTRPCRouter({
  auth: authRouter,
  health: healthRouter,
})

export type AppRouter = typeof appRouter
export const createCaller = createCallerFactory(appRouter)
