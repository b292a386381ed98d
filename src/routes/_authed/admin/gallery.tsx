import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { z } from 'zod'
import { PageHeader } from '~/components/layout/PageHeader'
import { pageHead } from '~/components/layout/page-title'
import { GalleryManagement, type ManagementSearch } from '~/features/gallery/admin/GalleryManagement'

const searchSchema = z.object({
  albumId: z.string().trim().min(1).max(100).optional().catch(undefined),
  section: z.literal('videos').optional().catch(undefined),
})

export const Route = createFileRoute('/_authed/admin/gallery')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  // The admin lists are prefetched; an open album's details load inside the page with their own state.
  loader: ({ context: { queryClient, trpc }, deps }) =>
    deps.section === 'videos'
      ? queryClient.prefetchQuery(trpc.gallery.admin.videos.queryOptions())
      : Promise.all([
          queryClient.prefetchQuery(trpc.gallery.admin.albums.queryOptions()),
          deps.albumId ? queryClient.prefetchQuery(trpc.gallery.admin.album.queryOptions({ id: deps.albumId })) : null,
        ]),
  head: () => pageHead('Gallery Management'),
  component: GalleryManagementPage,
})

function GalleryManagementPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearch = useCallback((next: ManagementSearch) => void navigate({ search: next, replace: true, resetScroll: false }), [navigate])
  return (
    <>
      <PageHeader
        title="Gallery Management"
        subtitle="Create albums, upload and arrange photos, choose covers, and add videos to the School Gallery."
        trail={[{ label: 'Dashboard', to: '/dashboard' }]}
      />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
          <GalleryManagement search={search} onSearch={onSearch} />
        </div>
      </div>
    </>
  )
}
