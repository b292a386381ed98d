import { createCallerFactory, createTRPCRouter } from './init'
import { healthRouter } from './routers/health'

export const appRouter = createTRPCRouter({
  health: healthRouter,
})

export type AppRouter = typeof appRouter
export const createCaller = createCallerFactory(appRouter)
