// Gallery management (docs/product.md, Admin tools): albums (create, edit, delete, set cover), their photos
// (upload with a progress bar per file, reorder, captions, delete) and videos. Every call is admin-only on the server.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'sonner'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { Tabs } from '~/components/ui/Tabs'
import { Panel } from '~/components/ui/Panel'
import { formatGalleryDate } from '~/shared/gallery-mapping'
import type { AlbumFields } from '~/shared/gallery-schemas'
import { useTRPC } from '~/trpc/react'
import { FormPanel, ListPanel } from './AdminPanels'
import { AlbumForm } from './AlbumForm'
import { mutationForm } from './mutation-form'
import { AlbumManager } from './AlbumManager'
import { VideoManager } from './VideoManager'
import { ArrowLeftIcon, ImageIcon, ImagesIcon, VideoIcon } from '~/components/ui/icons'

export type ManagementSearch = { albumId?: string; section?: 'videos' }

type GalleryManagementProps = { search: ManagementSearch; onSearch: (next: ManagementSearch) => void }

export function GalleryManagement({ search, onSearch }: GalleryManagementProps) {
  return (
    <Tabs
      label="Gallery management sections"
      selected={search.section === 'videos' ? 'videos' : 'albums'}
      onSelect={(id) => onSearch(id === 'videos' ? { section: 'videos' } : {})}
      panelClassName="mt-6 focus:outline-none"
      tabs={[
        {
          id: 'albums',
          label: (
            <>
              <ImagesIcon className="size-4" />
              Albums and photos
            </>
          ),
          panel: (
            <AlbumsSection albumId={search.albumId} onSelect={(albumId) => onSearch(albumId ? { albumId } : {})} />
          ),
        },
        {
          id: 'videos',
          label: (
            <>
              <VideoIcon className="size-4" />
              Videos
            </>
          ),
          panel: <VideoManager />,
        },
      ]}
    />
  )
}

function AlbumsSection({
  albumId,
  onSelect,
}: {
  albumId: string | undefined
  onSelect: (albumId: string | undefined) => void
}) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const albums = useQuery(trpc.gallery.admin.albums.queryOptions())
  const [formKey, setFormKey] = useState(0)
  const create = useMutation(
    trpc.gallery.admin.createAlbum.mutationOptions({
      onSuccess: async (album) => {
        toast.success('Album created. Now add some photos.')
        setFormKey((k) => k + 1)
        await queryClient.invalidateQueries({ queryKey: trpc.gallery.pathKey() })
        onSelect(album.id)
      },
    }),
  )

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      {/* On a phone an open album takes the whole width; the list comes back with "All albums". */}
      <div className={cx('space-y-6', albumId && 'hidden lg:block')}>
        <FormPanel headingId="new-album-heading" title="New album">
          <AlbumForm
            key={formKey}
            idPrefix="new-album"
            initial={{ title: '', description: '' }}
            submitLabel="Create album"
            pendingLabel="Creating..."
            {...mutationForm(create, (fields: AlbumFields) => fields)}
          />
        </FormPanel>

        <ListPanel
          headingId="album-list-heading"
          title="Albums"
          query={albums}
          loadingLabel="Loading albums..."
          failedMessage="Failed to load albums"
          empty={<p className="text-sm text-slate-600">No albums yet. Create the first one above.</p>}
        >
          {(rows) => (
            <ul className="space-y-1.5" data-testid="admin-album-list">
              {rows.map((album) => (
                <li key={album.id}>
                  <button
                    type="button"
                    onClick={() => onSelect(album.id)}
                    aria-current={album.id === albumId ? 'true' : undefined}
                    className={cx(
                      'flex w-full items-center gap-3 rounded-lg p-2 text-left transition focus-visible:outline-brand-500',
                      album.id === albumId ? 'bg-brand-50 ring-2 ring-brand-500' : 'hover:bg-slate-50',
                    )}
                  >
                    <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100">
                      {album.cover ? (
                        <img
                          src={album.cover.src}
                          alt=""
                          width={48}
                          height={48}
                          loading="lazy"
                          className="size-full object-cover"
                        />
                      ) : (
                        <ImageIcon className="size-5 text-slate-400" />
                      )}
                    </span>
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-semibold text-slate-900">{album.title}</span>
                      <span className="block text-xs text-slate-600">
                        {album.itemCount} {album.itemCount === 1 ? 'photo' : 'photos'} ·{' '}
                        {formatGalleryDate(album.updatedAt)}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </ListPanel>
      </div>

      <div className={cx(!albumId && 'hidden lg:block')}>
        {albumId ? (
          <div className="space-y-4">
            <button
              type="button"
              onClick={() => onSelect(undefined)}
              className={buttonStyles('ghost', 'sm', 'lg:hidden')}
            >
              <ArrowLeftIcon className="size-4" />
              All albums
            </button>
            <AlbumManager key={albumId} albumId={albumId} onDeleted={() => onSelect(undefined)} />
          </div>
        ) : (
          <Panel padded className="flex min-h-64 flex-col items-center justify-center text-center">
            <ImagesIcon className="size-10 text-brand-300" />
            <p className="mt-3 font-semibold text-brand-900">Choose an album to manage its photos</p>
            <p className="mt-1 text-sm text-slate-600">Or create a new album on the left.</p>
          </Panel>
        )}
      </div>
    </div>
  )
}
