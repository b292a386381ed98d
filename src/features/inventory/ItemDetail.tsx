// InventoryItemDetail: every field, the photo, the quantity on hand, the movement history (paginated) and the
// record-movement form. An item that has moved can only be archived; a never-moved one can be deleted.
import { useMutation, useQuery, useQueryClient, useSuspenseQuery, keepPreviousData } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useRef, useState, type ChangeEvent } from 'react'
import { toast } from 'sonner'
import { buttonStyles } from '~/components/ui/button-styles'
import { ConfirmDialog } from '~/components/ui/ConfirmDialog'
import { errorText } from '~/components/ui/error-text'
import { Pagination } from '~/components/ui/Pagination'
import { ErrorState, LoadingState } from '~/components/ui/states'
import { formatDateKeyNumeric } from '~/shared/dates'
import { categoryLabels } from '~/shared/inventory-labels'
import type { InventoryCategory } from '~/shared/inventory-options'
import { formatPaise } from '~/shared/money'
import { useTRPC } from '~/trpc/react'
import { Panel } from '~/components/ui/Panel'
import { InventoryPageHeader } from './InventoryLayout'
import { MovementForm } from './MovementForm'
import { ArchivedBadge, ConditionBadge, LowStockBadge, MovementTable } from './ui'

function Detail({ label, children, className }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children || '—'}</dd>
    </div>
  )
}

function PhotoPanel({ item }: { item: { id: string; name: string; imageUrl: string | null } }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const input = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.inventory.pathKey() })
  const remove = useMutation(
    trpc.inventory.removePhoto.mutationOptions({
      onSuccess: async () => {
        toast.success('Photo removed')
        await refresh()
      },
      onError: (cause) => setError(errorText(cause)),
    }),
  )

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setError(null)
    setUploading(true)
    try {
      const response = await fetch(`/api/inventory/photo?itemId=${encodeURIComponent(item.id)}`, {
        method: 'POST',
        body: file,
        headers: { 'X-File-Name': encodeURIComponent(file.name), 'Content-Type': 'application/octet-stream' },
      })
      const body = (await response.json().catch(() => ({}))) as { error?: string }
      if (!response.ok) throw new Error(body.error ?? 'The photo could not be saved. Please try again.')
      toast.success('Photo saved')
      await refresh()
    } catch (cause) {
      setError(errorText(cause))
    } finally {
      setUploading(false)
    }
  }

  return (
    <div>
      {item.imageUrl ? (
        <img
          src={item.imageUrl}
          alt={`Photo of ${item.name}`}
          className="aspect-[4/3] w-full rounded-xl border border-slate-200 object-cover"
        />
      ) : (
        <div className="flex aspect-[4/3] w-full items-center justify-center rounded-xl border border-dashed border-slate-300 bg-slate-50 text-sm text-slate-600">
          No photo
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void upload(event)}
        />
        <button
          type="button"
          onClick={() => input.current?.click()}
          disabled={uploading}
          className={buttonStyles('outline', 'sm')}
        >
          {uploading ? 'Uploading...' : item.imageUrl ? 'Replace photo' : 'Add photo'}
        </button>
        {item.imageUrl && (
          <button
            type="button"
            onClick={() => remove.mutate({ id: item.id })}
            disabled={remove.isPending}
            className={buttonStyles('dangerOutline', 'sm')}
          >
            {remove.isPending ? 'Removing...' : 'Remove photo'}
          </button>
        )}
      </div>
      <p className="mt-2 text-xs text-slate-600">JPEG, PNG or WebP up to 5 MB; a thumbnail is made for the list.</p>
    </div>
  )
}

function History({ itemId, page, onPage }: { itemId: string; page: number; onPage: (page: number) => void }) {
  const trpc = useTRPC()
  const history = useQuery({
    ...trpc.inventory.history.queryOptions({ itemId, page }),
    placeholderData: keepPreviousData,
  })
  if (history.isPending) return <LoadingState label="Loading the history..." />
  if (history.isError) return <ErrorState message={errorText(history.error)} onRetry={() => void history.refetch()} />
  if (history.data.total === 0)
    return <p className="text-sm text-slate-600">No movements yet. Record a receipt to bring stock in.</p>
  return (
    <>
      <MovementTable rows={history.data.items} caption="Movement history, newest first" />
      <Pagination
        className="mt-4"
        label="History pages"
        page={history.data.page}
        pageCount={history.data.pageCount}
        onChange={onPage}
        disabled={history.isFetching}
      />
    </>
  )
}

export function ItemDetail({ id, historyPage }: { id: string; historyPage: number }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { data: item } = useSuspenseQuery(trpc.inventory.item.queryOptions({ id }))
  const [confirm, setConfirm] = useState<'delete' | 'archive' | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.inventory.pathKey() })

  const archive = useMutation(
    trpc.inventory.setArchived.mutationOptions({
      onSuccess: async (result) => {
        setConfirm(null)
        toast.success(result.archived ? `${result.name} archived` : `${result.name} restored`)
        await refresh()
      },
    }),
  )
  const remove = useMutation(
    trpc.inventory.delete.mutationOptions({
      onSuccess: async () => {
        setConfirm(null)
        toast.success(`${item.name} deleted`)
        await navigate({ to: '/inventory/list' })
        await refresh()
      },
    }),
  )
  const isLow = item.reorderLevel > 0 && item.onHand <= item.reorderLevel

  return (
    <>
      <InventoryPageHeader
        title={item.name}
        description={`${item.code} · ${categoryLabels[item.category as InventoryCategory] ?? item.category}`}
      >
        <Link to="/inventory/edit/$id" params={{ id }} className={buttonStyles('outline', 'md')}>
          Edit
        </Link>
        {item.archived ? (
          <button
            type="button"
            onClick={() => archive.mutate({ id, archived: false })}
            disabled={archive.isPending}
            className={buttonStyles('outline', 'md')}
          >
            Restore
          </button>
        ) : (
          <button type="button" onClick={() => setConfirm('archive')} className={buttonStyles('outline', 'md')}>
            Archive
          </button>
        )}
        {item.movementCount === 0 && (
          <button type="button" onClick={() => setConfirm('delete')} className={buttonStyles('dangerOutline', 'md')}>
            Delete
          </button>
        )}
      </InventoryPageHeader>

      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Panel headingId="item-details-heading" title="Details">
          <div className="mb-5 flex flex-wrap items-center gap-4 rounded-xl bg-brand-50 px-4 py-3">
            <p className="text-sm text-slate-700">
              On hand
              <span className="ml-2 font-display text-3xl font-bold text-brand-900 tabular-nums" data-testid="on-hand">
                {item.onHand}
              </span>{' '}
              <span className="text-slate-700">{item.unit}</span>
            </p>
            <div className="flex flex-wrap gap-1.5">
              <ConditionBadge condition={item.condition} />
              {isLow && <LowStockBadge />}
              {item.archived && <ArchivedBadge />}
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-3">
            <Detail label="Code">{item.code}</Detail>
            <Detail label="Category">{categoryLabels[item.category as InventoryCategory] ?? item.category}</Detail>
            <Detail label="Location">{item.location}</Detail>
            <Detail label="Reorder level">{`${item.reorderLevel} ${item.unit}${item.reorderLevel === 0 ? ' (off)' : ''}`}</Detail>
            <Detail label="Unit cost">{formatPaise(item.unitCostPaise)}</Detail>
            <Detail label="Stock value">{formatPaise(item.onHand * item.unitCostPaise)}</Detail>
            <Detail label="Supplier">{item.supplier}</Detail>
            <Detail label="Purchase date">{item.purchaseDate && formatDateKeyNumeric(item.purchaseDate)}</Detail>
            <Detail label="Warranty end">{item.warrantyEnd && formatDateKeyNumeric(item.warrantyEnd)}</Detail>
            <Detail label="Description" className="col-span-2 lg:col-span-3">
              {item.description}
            </Detail>
            <Detail label="Notes" className="col-span-2 lg:col-span-3">
              {item.notes}
            </Detail>
          </dl>
        </Panel>
        <Panel headingId="item-photo-heading" title="Photo">
          <PhotoPanel item={item} />
        </Panel>
      </div>

      <Panel headingId="record-movement-heading" title="Record a movement" className="mt-6">
        <MovementForm key={`${item.id}-${item.archived}`} item={item} />
      </Panel>

      <Panel headingId="history-heading" title="Movement history" className="mt-6">
        <History
          itemId={id}
          page={historyPage}
          onPage={(page) =>
            void navigate({
              to: '/inventory/item/$id',
              params: { id },
              search: { history: page === 1 ? undefined : page },
              replace: true,
              resetScroll: false,
            })
          }
        />
      </Panel>

      <ConfirmDialog
        open={confirm === 'archive'}
        title={`Archive ${item.name}?`}
        confirmLabel="Archive"
        pendingLabel="Archiving..."
        pending={archive.isPending}
        error={archive.error ? errorText(archive.error) : null}
        onConfirm={() => archive.mutate({ id, archived: true })}
        onClose={() => setConfirm(null)}
      >
        <p>
          An archived item leaves the lists and the dashboard and takes no movements; its history is kept. You can
          restore it at any time.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'delete'}
        danger
        title={`Delete ${item.name}?`}
        confirmLabel="Delete item"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        error={remove.error ? errorText(remove.error) : null}
        onConfirm={() => remove.mutate({ id })}
        onClose={() => setConfirm(null)}
      >
        <p>{item.code} has never moved, so it can be deleted for good. This cannot be undone.</p>
      </ConfirmDialog>
    </>
  )
}
