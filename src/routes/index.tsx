import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { school } from '#app-config'
import { useTRPC } from '~/trpc/react'

export const Route = createFileRoute('/')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(trpc.health.ping.queryOptions()),
  component: Home,
})

function Home() {
  const trpc = useTRPC()
  const { data } = useSuspenseQuery(trpc.health.ping.queryOptions())
  return (
    <main id="main" className="mx-auto max-w-3xl p-8">
      <h1 className="text-3xl font-bold text-brand-800">{school.name}</h1>
      <p data-testid="served-at">{data.at.toISOString()}</p>
    </main>
  )
}
