import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { InventoryPageHeader } from '~/features/inventory/InventoryLayout'
import { ItemForm } from '~/features/inventory/ItemForm'

// AddInventoryItem
export const Route = createFileRoute('/inventory/_portal/add-item')({
  head: () => pageHead('Add Inventory Item'),
  component: AddItemPage,
})

function AddItemPage() {
  return (
    <>
      <InventoryPageHeader
        title="Add item"
        description="Stock starts at zero: record a receipt on the item's page once it is added."
      />
      <ItemForm />
    </>
  )
}
