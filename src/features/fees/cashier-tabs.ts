export const cashierTabs = ['counter', 'today', 'receipts', 'cheques', 'defaulters', 'day-close', 'settlement'] as const
export type CashierTab = (typeof cashierTabs)[number]

export const cashierTabLabels: Record<CashierTab, string> = {
  counter: 'Counter',
  today: "Today's collection",
  receipts: 'Receipts',
  cheques: 'Cheques',
  defaulters: 'Defaulters',
  'day-close': 'Day close',
  settlement: 'Online settlement',
}

/** Tabs only an administrator sees. */
export const adminOnlyCashierTabs: readonly CashierTab[] = ['settlement']
