import { lazyDialog } from './lazy-dialog'

/** Asks before an action; Cancel has the focus so Enter never confirms by accident. Loads on its first opening. */
export const ConfirmDialog = lazyDialog(() => import('./ConfirmDialogPanel').then((m) => m.ConfirmDialogPanel))
