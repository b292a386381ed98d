// /admin/outbox: every message the app sent or tried to send, on every channel. Failed sends show their error and
// can be sent again; each message shows its history (queued, attempts, fallbacks, delivery reports).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog } from '~/components/ui/ConfirmDialog'
import { useConfirmTarget } from '~/components/ui/use-confirm-target'
import { FormDialog } from '~/components/ui/FormDialog'
import { Pagination } from '~/components/ui/Pagination'
import { Pill, type PillTone } from '~/components/ui/Pill'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { errorText } from '~/components/ui/error-text'
import { ErrorState, LoadingState } from '~/components/ui/states'
import { formatShortDateTime } from '~/shared/dates'
import { channels, type Channel } from '~/shared/messaging'
import { channelLabel, outboxStatuses, outboxStatusLabel, type OutboxStatus } from '~/shared/outbox-schemas'
import {
  ClearFilters,
  DateFilter,
  FilterBar,
  FilterSelect,
  optionsOf,
  SearchField,
  useSearchText,
} from '~/components/form/filters'
import { useTRPC } from '~/trpc/react'

export type OutboxSearch = {
  status?: OutboxStatus
  channel?: Channel
  q?: string
  from?: string
  to?: string
  page?: number
}

export const outboxPageSize = 25

export function outboxListInput(search: OutboxSearch) {
  return {
    status: search.status,
    channel: search.channel,
    search: search.q,
    from: search.from,
    to: search.to,
    page: search.page ?? 1,
    pageSize: outboxPageSize,
  }
}

const statusTones: Record<OutboxStatus, PillTone> = {
  queued: 'pending',
  sending: 'pending',
  sent: 'leaf',
  delivered: 'leaf',
  failed: 'red',
  skipped: 'slate',
  stored: 'slate',
  resent: 'brand',
  unconfirmed: 'warning',
}

const providerWords: Record<string, string> = {
  resend: 'Resend',
  msg91: 'MSG91',
  whatsapp: 'WhatsApp Cloud API',
  outbox: 'Outbox only (no e-mail service configured)',
  none: 'Not sent (the channel is not configured)',
  bell: 'The portal bell (shown at once)',
}

function StatusPill({ status }: { status: string }) {
  return <Pill tone={statusTones[status as OutboxStatus] ?? 'slate'}>{outboxStatusLabel(status)}</Pill>
}

export function Outbox({ search, onSearch }: { search: OutboxSearch; onSearch: (next: OutboxSearch) => void }) {
  const trpc = useTRPC()
  const list = useQuery({
    ...trpc.outbox.list.queryOptions(outboxListInput(search)),
    placeholderData: keepPreviousData,
  })
  const [query, setQuery] = useSearchText(search, onSearch)
  const [openId, setOpenId] = useState<string | null>(null)

  const set = (patch: Partial<OutboxSearch>) => onSearch({ ...search, ...patch, page: undefined })
  const filtered = Boolean(search.status || search.channel || search.q || search.from || search.to)

  return (
    <div className="space-y-6">
      <FilterBar label="Filter the outbox" columns="sm:grid-cols-2 lg:grid-cols-5">
        <FilterSelect
          id="outbox-channel"
          label="Channel"
          value={search.channel}
          allLabel="Every channel"
          options={optionsOf(channels, channelLabel)}
          onChange={(channel) => set({ channel })}
        />
        <FilterSelect
          id="outbox-status"
          label="Status"
          value={search.status}
          allLabel="Every status"
          options={optionsOf(outboxStatuses, outboxStatusLabel)}
          onChange={(status) => set({ status })}
        />
        <SearchField
          id="outbox-search"
          value={query}
          maxLength={100}
          placeholder="Recipient or subject"
          onChange={setQuery}
        />
        <DateFilter
          id="outbox-from"
          label="From"
          value={search.from}
          max={search.to}
          onChange={(from) => set({ from })}
        />
        <DateFilter id="outbox-to" label="To" value={search.to} min={search.from} onChange={(to) => set({ to })} />
      </FilterBar>

      {list.isError && !list.data && (
        <ErrorState message={errorText(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      )}
      {list.isPending && (
        <LoadingState label="Loading the outbox..." className="rounded-2xl border border-slate-200 bg-white" />
      )}
      {list.data && (
        <section
          aria-labelledby="outbox-results"
          className={cx('rounded-2xl border border-slate-200 bg-white shadow-sm', list.isFetching && 'opacity-70')}
        >
          <div className="flex flex-col gap-2 border-b border-slate-100 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
            <h2 id="outbox-results" aria-live="polite" className="text-sm font-semibold text-slate-700">
              {list.data.total === 0
                ? 'No messages'
                : `${list.data.total} ${list.data.total === 1 ? 'message' : 'messages'}, newest first`}
            </h2>
            <div className="flex flex-wrap items-center gap-2">
              {list.data.failed > 0 && search.status !== 'failed' && (
                <button
                  type="button"
                  onClick={() => set({ status: 'failed' })}
                  className={buttonStyles('outline', 'sm', 'border-red-300 text-red-800 hover:bg-red-50')}
                >
                  Show {list.data.failed} failed
                </button>
              )}
              <ClearFilters
                active={filtered}
                onClear={() => {
                  setQuery('')
                  onSearch({})
                }}
              />
            </div>
          </div>
          {list.data.items.length === 0 ? (
            <p className="px-5 py-12 text-center text-slate-600">
              {filtered
                ? 'No message matches these filters.'
                : 'No message has been sent yet. Messages appear here as soon as the site sends one.'}
            </p>
          ) : (
            <ol className="divide-y divide-slate-100">
              {list.data.items.map((item) => (
                <li
                  key={item.id}
                  className="grid gap-2 px-5 py-4 sm:grid-cols-[10rem_1fr_auto] sm:items-start sm:gap-4"
                >
                  <time dateTime={item.createdAt.toISOString()} className="text-sm text-slate-600">
                    {formatShortDateTime(item.createdAt)}
                  </time>
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
                      <StatusPill status={item.status} />
                      <Pill tone="info">{channelLabel(item.channel)}</Pill>
                      <span className="break-words">{item.subject}</span>
                    </p>
                    <p className="mt-1 text-sm break-all text-slate-600">To {item.to}</p>
                    {item.error && (
                      <p className="mt-1 text-sm break-words text-red-700">
                        <span className="font-semibold">Error:</span> {item.error}
                      </p>
                    )}
                  </div>
                  <button
                    type="button"
                    onClick={() => setOpenId(item.id)}
                    className={buttonStyles('outline', 'sm', 'justify-self-start')}
                    aria-label={`View the message ${item.subject}`}
                  >
                    View
                  </button>
                </li>
              ))}
            </ol>
          )}
          {list.data.pageCount > 1 && (
            <div className="border-t border-slate-100 px-5 py-4">
              <Pagination
                label="Outbox pages"
                page={list.data.page}
                pageCount={list.data.pageCount}
                onChange={(page) => onSearch({ ...search, page: page === 1 ? undefined : page })}
              />
            </div>
          )}
        </section>
      )}
      <MessageDialog id={openId} onClose={() => setOpenId(null)} />
    </div>
  )
}

const historyWords: Record<string, string> = {
  retry: 'Attempt failed, will try again',
  fallback: 'Falling back to the next channel',
  webhook: 'Delivery report',
}

function MessageDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const message = useQuery({ ...trpc.outbox.byId.queryOptions({ id: id ?? '' }), enabled: Boolean(id) })
  const resend = useMutation(
    trpc.outbox.resend.mutationOptions({
      onSuccess: async (result) => {
        confirmResend.close()
        onClose()
        if (result.error) toast.error(`The message could not be sent again: ${result.error}`)
        else toast.success('The message was sent again.')
        await queryClient.invalidateQueries({ queryKey: trpc.outbox.pathKey() })
      },
    }),
  )
  const confirmResend = useConfirmTarget(resend, (message: { id: string }) => ({ id: message.id }))
  const row = message.data

  return (
    <>
      <FormDialog
        open={Boolean(id) && !confirmResend.target}
        title={row?.subject ?? 'Message'}
        description={row ? `To ${row.to}` : undefined}
        onClose={onClose}
        busy={resend.isPending}
      >
        {message.isPending && <LoadingState label="Loading the message..." />}
        {message.isError && (
          <ErrorState
            message={errorText(message.error)}
            onRetry={() => void message.refetch()}
            retrying={message.isFetching}
          />
        )}
        {row && (
          <div className="space-y-4">
            <dl className="grid grid-cols-[7rem_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="font-semibold text-slate-700">Status</dt>
              <dd>
                <StatusPill status={row.status} />
              </dd>
              <dt className="font-semibold text-slate-700">Created</dt>
              <dd>{formatShortDateTime(row.createdAt)}</dd>
              {row.sentAt && (
                <>
                  <dt className="font-semibold text-slate-700">Sent</dt>
                  <dd>{formatShortDateTime(row.sentAt)}</dd>
                </>
              )}
              <dt className="font-semibold text-slate-700">Channel</dt>
              <dd>{channelLabel(row.channel)}</dd>
              <dt className="font-semibold text-slate-700">Sent with</dt>
              <dd>{providerWords[row.provider] ?? row.provider}</dd>
              {row.providerId && (
                <>
                  <dt className="font-semibold text-slate-700">Provider id</dt>
                  <dd className="break-all">{row.providerId}</dd>
                </>
              )}
            </dl>
            {row.error && (
              <p
                role="note"
                className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm break-words text-red-800"
              >
                <span className="font-semibold">Error:</span> {row.error}
              </p>
            )}
            <div>
              <h3 className="text-sm font-semibold text-slate-700">Message</h3>
              <pre className="mt-1.5 max-h-80 overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap text-slate-800">
                {row.text}
              </pre>
              {row.canRebuild && (
                <p className="mt-1.5 text-sm text-slate-600">
                  Its password link is never stored. Sending it again sends a new link, and the old one stops working.
                </p>
              )}
            </div>
            {row.events.length > 0 && (
              <div>
                <h3 className="text-sm font-semibold text-slate-700">History</h3>
                <ol className="mt-1.5 space-y-1 text-sm text-slate-700">
                  {row.events.map((event, index) => (
                    <li key={index}>
                      <time dateTime={event.at.toISOString()}>{formatShortDateTime(event.at)}</time>:{' '}
                      {historyWords[event.status] ?? outboxStatusLabel(event.status)}
                      {event.detail ? `. ${event.detail}` : ''}
                    </li>
                  ))}
                </ol>
              </div>
            )}
            <div className="flex flex-wrap justify-end gap-3">
              <button type="button" onClick={onClose} className={buttonStyles('ghost', 'md')}>
                Close
              </button>
              {row.status === 'failed' && (
                <button type="button" onClick={() => confirmResend.ask(row)} className={buttonStyles('primary', 'md')}>
                  Send again
                </button>
              )}
            </div>
          </div>
        )}
      </FormDialog>
      <ConfirmDialog
        {...confirmResend.dialog}
        title="Send this message again?"
        confirmLabel="Send again"
        pendingLabel="Sending..."
      >
        <p>
          {row ? (
            <>
              “{row.subject}” goes to {row.to} once more
              {row.canRebuild ? ', with a new password link' : ''}.
            </>
          ) : null}
        </p>
      </ConfirmDialog>
    </>
  )
}
