import { createFileRoute } from '@tanstack/react-router'
import { school } from '#app-config'
import { PageHeader } from '~/components/layout/PageHeader'
import { pageHead } from '~/components/layout/page-title'
import { GalleryBrowser } from '~/features/gallery/GalleryBrowser'
import { gallerySearch, tabOf, validateGallerySearch, type GalleryTab } from '~/features/gallery/search'
import { cacheTimes } from '~/shared/query-defaults'

export const Route = createFileRoute('/gallery')({
  validateSearch: validateGallerySearch,
  loaderDeps: ({ search }) => ({ tab: tabOf(search), albumId: search.albumId }),
  // The server waits for the data so a deep link (?albumId=...) arrives rendered; in the browser the page
  // shows its own loading state instead of holding the navigation. prefetchQuery never throws: the lists
  // show their own error states and toasts.
  loader: async ({ context: { queryClient, trpc }, deps }) => {
    const prefetch =
      deps.tab === 'videos'
        ? queryClient.prefetchQuery(trpc.gallery.videos.queryOptions({ page: 1 }, cacheTimes.gallery))
        : deps.albumId
          ? queryClient.prefetchQuery(trpc.gallery.album.queryOptions({ id: deps.albumId }, cacheTimes.gallery))
          : queryClient.prefetchQuery(trpc.gallery.albums.queryOptions({ page: 1 }, cacheTimes.gallery))
    if (!import.meta.env.SSR) return
    await prefetch
    // A failed query is not sent to the browser, which would render its loading state over the server's
    // error state; dropping it keeps both renders alike, and the browser fetches again.
    queryClient.removeQueries({
      queryKey: trpc.gallery.pathKey(),
      predicate: (query) => query.state.status === 'error',
    })
    // A shared album link shows the album's title and cover.
    const opened = deps.albumId
      ? queryClient.getQueryData(trpc.gallery.album.queryKey({ id: deps.albumId }))?.album
      : undefined
    return opened ? { title: opened.title, description: opened.description, cover: opened.coverImageUrl } : undefined
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead(loaderData.title, loaderData.description || `A photo album of ${school.name}.`, {
          image: loaderData.cover || null,
        })
      : pageHead('School Gallery', `Photo albums and videos from life at ${school.name}.`),
  component: GalleryPage,
})

function GalleryPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const tab = tabOf(search)

  // The URL is rewritten without new history entries, and switching tab clears the album.
  const changeTab = (next: GalleryTab) => {
    if (next === tab) return
    void navigate({ search: gallerySearch(next), replace: true, resetScroll: false })
  }

  return (
    <>
      <PageHeader
        title="School Gallery"
        subtitle="Sports days, cultural festivals, science fairs and everyday moments in our classrooms, in photographs and film."
      />
      <section aria-label="Gallery" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <GalleryBrowser tab={tab} albumId={tab === 'images' ? search.albumId : undefined} onTabChange={changeTab} />
      </section>
    </>
  )
}
