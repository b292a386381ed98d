import { createCallerFactory, createTRPCRouter } from './init'
import { academicsRouter } from './routers/academics'
import { admissionSettingsRouter } from './routers/admission-settings'
import { admissionsRouter } from './routers/admissions'
import { announcementRouter } from './routers/announcement'
import { auditRouter } from './routers/audit'
import { authRouter } from './routers/auth'
import { classListsRouter } from './routers/class-lists'
import { dashboardRouter } from './routers/dashboard'
import { eventsRouter } from './routers/events'
import { feesRouter } from './routers/fees'
import { galleryRouter } from './routers/gallery'
import { healthRouter } from './routers/health'
import { inventoryRouter } from './routers/inventory'
import { legalRouter } from './routers/legal'
import { messageChoicesRouter } from './routers/message-choices'
import { newsRouter } from './routers/news'
import { noticesRouter } from './routers/notices'
import { notificationsRouter } from './routers/notifications'
import { outboxRouter } from './routers/outbox'
import { paymentsRouter } from './routers/payments'
import { usersRouter } from './routers/users'

export const appRouter = createTRPCRouter({
  academics: academicsRouter,
  admissions: admissionsRouter,
  admissionSettings: admissionSettingsRouter,
  announcement: announcementRouter,
  audit: auditRouter,
  auth: authRouter,
  classLists: classListsRouter,
  dashboard: dashboardRouter,
  events: eventsRouter,
  fees: feesRouter,
  gallery: galleryRouter,
  health: healthRouter,
  inventory: inventoryRouter,
  legal: legalRouter,
  messageChoices: messageChoicesRouter,
  news: newsRouter,
  notices: noticesRouter,
  notifications: notificationsRouter,
  outbox: outboxRouter,
  payments: paymentsRouter,
  users: usersRouter,
})

export type AppRouter = typeof appRouter
export const createCaller = createCallerFactory(appRouter)
