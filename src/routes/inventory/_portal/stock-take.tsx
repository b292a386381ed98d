import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { StockTake } from '~/features/inventory/StockTake'

export const Route = createFileRoute('/inventory/_portal/stock-take')({
  head: () => pageHead('Inventory Stock-take'),
  component: StockTake,
})
