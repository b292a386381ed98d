import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { ImportExport } from '~/features/inventory/ImportExport'

export const Route = createFileRoute('/inventory/_portal/import-export')({
  head: () => pageHead('Inventory Import and Export'),
  component: ImportExport,
})
