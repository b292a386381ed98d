import { classList } from '~/server/auth/class-lists'
import { classListSchema } from '~/shared/class-lists'
import { createTRPCRouter, procedureFor } from '../init'

// /admin/class-lists: a class of the current year with guardians and phones, to read, print or export (the CSV is
// POST /api/admin/class-list.csv). Class lists are for the admin only (docs/product.md, Admin tools).
export const classListsRouter = createTRPCRouter({
  get: procedureFor(['admin'])
    .input(classListSchema)
    .query(({ ctx, input }) => classList(ctx.db, input)),
})
