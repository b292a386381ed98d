// The cashier dashboard's parts that load apart from the counter: each report tab, the collect form (once a student
// is picked) and the receipt (once one is shown). The counter's first load is then the search box and the screen
// around it. The route's loader preloads what its URL shows, with the data (preloadCashierParts).
import { lazyPart } from '~/components/ui/lazy-part'
import { LoadingState } from '~/components/ui/states'
import type { CashierTab } from './cashier-tabs'

const loading = <LoadingState label="Loading..." />

export const CollectForm = lazyPart(() => import('./CollectForm').then((m) => m.CollectForm), loading)
export const ReceiptPanel = lazyPart(() => import('./ReceiptPanel').then((m) => m.ReceiptPanel), loading)
export const CollectionReport = lazyPart(
  () => import('./reports/CollectionReport').then((m) => m.CollectionReport),
  loading,
)
export const ReceiptsReport = lazyPart(() => import('./reports/ReceiptsReport').then((m) => m.ReceiptsReport), loading)
export const DefaultersReport = lazyPart(
  () => import('./reports/DefaultersReport').then((m) => m.DefaultersReport),
  loading,
)
export const SettlementReport = lazyPart(
  () => import('./reports/SettlementReport').then((m) => m.SettlementReport),
  loading,
)
export const DayCloseReport = lazyPart(() => import('./reports/DayCloseReport').then((m) => m.DayCloseReport), loading)
export const ChequesReport = lazyPart(() => import('./reports/ChequesReport').then((m) => m.ChequesReport), loading)
export const CounterQr = lazyPart(() => import('./CounterQr').then((m) => m.CounterQr), loading)
export const CounterCredit = lazyPart(() => import('./CounterCredit').then((m) => m.CounterCredit), loading)
export const StudentReceipts = lazyPart(() => import('./StudentReceipts').then((m) => m.StudentReceipts), loading)
export const DayReopenPanel = lazyPart(() => import('./reports/DayReopenPanel').then((m) => m.DayReopenPanel), loading)

/** The code of what the dashboard shows for this URL (the route's loader awaits it with the data). */
export function preloadCashierParts(search: { tab?: CashierTab; student?: string; receipt?: string }) {
  switch (search.tab ?? 'counter') {
    case 'counter':
      return Promise.all([
        search.student && CollectForm.preload(),
        search.student && CounterCredit.preload(),
        search.student && StudentReceipts.preload(),
        search.receipt && ReceiptPanel.preload(),
      ])
    case 'today':
      return CollectionReport.preload()
    case 'receipts':
      return ReceiptsReport.preload()
    case 'defaulters':
      return DefaultersReport.preload()
    case 'settlement':
      return SettlementReport.preload()
    case 'cheques':
      return ChequesReport.preload()
    case 'day-close':
      return Promise.all([DayCloseReport.preload(), DayReopenPanel.preload()])
    default:
      return undefined
  }
}
