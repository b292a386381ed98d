import { createFileRoute } from '@tanstack/react-router'
import { optionalEnum, searchParams, textParam } from '~/shared/search-params'
import { StaffPage } from '~/components/layout/StaffPage'
import { pageHead } from '~/components/layout/page-title'
import { useReplaceSearch } from '~/components/layout/use-replace-search'
import { GalleryManagement, type ManagementSearch } from '~/features/gallery/admin/GalleryManagement'

const searchSchema = searchParams({
  albumId: textParam(100, (id) => id.length > 0),
  section: optionalEnum(['videos']),
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
  const onSearch = useReplaceSearch<ManagementSearch>(Route.useNavigate(), { resetScroll: false })
  return (
    <StaffPage
      title="Gallery Management"
      subtitle="Create albums, upload and arrange photos, choose covers, and add videos to the School Gallery."
      width="7xl"
    >
      <GalleryManagement search={search} onSearch={onSearch} />
    </StaffPage>
  )
}
