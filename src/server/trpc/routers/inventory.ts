// The inventory portal (docs/product.md, Inventory portal): administrators and the storekeeper. Photo uploads are file transfer and go
// to POST /api/inventory/photo; everything else is here.
import { recordIdInputSchema } from '~/shared/ids'
import { importItems, exportItemsCsv } from '~/server/inventory/csv'
import { inventoryDashboard } from '~/server/inventory/dashboard'
import {
  createItem,
  deleteItem,
  getItem,
  listItems,
  listLocations,
  removePhoto,
  setArchived,
  updateItem,
} from '~/server/inventory/items'
import {
  createDepartment,
  departmentUsage,
  listDepartments,
  renameDepartment,
  setDepartmentArchived,
} from '~/server/inventory/departments'
import { listMovements } from '~/server/inventory/movement-list'
import { itemHistory, recordMovement } from '~/server/inventory/movements'
import { stockTake } from '~/server/inventory/stock-take'
import {
  historySchema,
  importSchema,
  itemFormSchema,
  listSearchSchema,
  movementFormSchema,
  setArchivedSchema,
  updateItemSchema,
} from '~/shared/inventory'
import {
  departmentFormSchema,
  departmentListSchema,
  departmentUsageSchema,
  movementsPageFilterSchema,
  renameDepartmentSchema,
  setDepartmentArchivedSchema,
  stockTakeSchema,
} from '~/shared/inventory-store'
import { inventoryRoles } from '~/shared/roles'
import { createTRPCRouter, procedureFor } from '../init'

export const inventoryRouter = createTRPCRouter({
  dashboard: procedureFor(inventoryRoles).query(({ ctx }) => inventoryDashboard(ctx.db)),
  list: procedureFor(inventoryRoles)
    .input(listSearchSchema)
    .query(({ ctx, input }) => listItems(ctx.db, ctx.storage, input)),
  locations: procedureFor(inventoryRoles).query(({ ctx }) => listLocations(ctx.db)),
  item: procedureFor(inventoryRoles)
    .input(recordIdInputSchema)
    .query(({ ctx, input }) => getItem(ctx.db, ctx.storage, input.id)),
  history: procedureFor(inventoryRoles)
    .input(historySchema)
    .query(({ ctx, input }) => itemHistory(ctx.db, input.itemId, input.page)),
  movements: procedureFor(inventoryRoles)
    .input(movementsPageFilterSchema)
    .query(({ ctx, input }) => listMovements(ctx.db, input.page, input.filters)),
  create: procedureFor(inventoryRoles)
    .input(itemFormSchema)
    .mutation(({ ctx, input }) => createItem(ctx, ctx.user, input)),
  update: procedureFor(inventoryRoles)
    .input(updateItemSchema)
    .mutation(({ ctx, input }) => updateItem(ctx, ctx.user, input.id, input.item)),
  setArchived: procedureFor(inventoryRoles)
    .input(setArchivedSchema)
    .mutation(({ ctx, input }) => setArchived(ctx, ctx.user, input.id, input.archived)),
  delete: procedureFor(inventoryRoles)
    .input(recordIdInputSchema)
    .mutation(({ ctx, input }) => deleteItem(ctx, ctx.user, input.id, ctx.storage)),
  removePhoto: procedureFor(inventoryRoles)
    .input(recordIdInputSchema)
    .mutation(({ ctx, input }) => removePhoto(ctx, ctx.user, input.id, ctx.storage)),
  recordMovement: procedureFor(inventoryRoles)
    .input(movementFormSchema)
    .mutation(({ ctx, input }) => recordMovement(ctx, ctx.user, input)),
  exportCsv: procedureFor(inventoryRoles)
    .input(listSearchSchema)
    .query(({ ctx, input }) => exportItemsCsv(ctx.db, input, ctx.now())),
  importCsv: procedureFor(inventoryRoles)
    .input(importSchema)
    .mutation(({ ctx, input }) => importItems(ctx, ctx.user, input.csv, input.dryRun)),
  departments: procedureFor(inventoryRoles)
    .input(departmentListSchema)
    .query(({ ctx, input }) => listDepartments(ctx.db, input.includeArchived)),
  createDepartment: procedureFor(inventoryRoles)
    .input(departmentFormSchema)
    .mutation(({ ctx, input }) => createDepartment(ctx, ctx.user, input.name)),
  renameDepartment: procedureFor(inventoryRoles)
    .input(renameDepartmentSchema)
    .mutation(({ ctx, input }) => renameDepartment(ctx, ctx.user, input.id, input.name)),
  setDepartmentArchived: procedureFor(inventoryRoles)
    .input(setDepartmentArchivedSchema)
    .mutation(({ ctx, input }) => setDepartmentArchived(ctx, ctx.user, input.id, input.archived)),
  departmentUsage: procedureFor(inventoryRoles)
    .input(departmentUsageSchema)
    .query(({ ctx, input }) => departmentUsage(ctx.db, input)),
  stockTake: procedureFor(inventoryRoles)
    .input(stockTakeSchema)
    .mutation(({ ctx, input }) => stockTake(ctx, ctx.user, input)),
})
