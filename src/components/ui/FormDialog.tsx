import { lazyDialog } from './lazy-dialog'

/** A dialog holding a create or edit form (FormDialogPanel); loads on its first opening. */
export const FormDialog = lazyDialog(() => import('./FormDialogPanel').then((m) => m.FormDialogPanel))
