import { createFileRoute } from '@tanstack/react-router'
import { school } from '#app-config'
import { PageHeader } from '~/components/layout/PageHeader'
import { PageSection } from '~/components/layout/PageSection'
import { pageHead } from '~/components/layout/page-title'

export const Route = createFileRoute('/inventory/login')({
  head: () => pageHead('Inventory Portal', 'Sign in to the school inventory.'),
  component: InventoryLoginPage,
})

function InventoryLoginPage() {
  return (
    <>
      <PageHeader
        title="Inventory Portal"
        subtitle="Stock, equipment and supplies of the school, for administrators."
      />
      <PageSection>
        <p>
          The inventory portal keeps track of laboratory equipment, library books, sports gear and classroom supplies
          across {school.shortName}. Only administrators can sign in.
        </p>
      </PageSection>
    </>
  )
}
