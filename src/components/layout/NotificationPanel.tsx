import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { toast } from 'sonner'
import { buttonStyles } from '~/components/ui/button-styles'
import { errorText } from '~/components/ui/error-text'
import { formatShortDateTime } from '~/shared/dates'
import { useTRPC } from '~/trpc/react'

/** The bell's open panel (NotificationBell.tsx): the list, marking read and clearing. It loads on the first opening. */
export function NotificationPanel({ id: panelId, close }: { id: string; close: () => void }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const list = useQuery(trpc.notifications.list.queryOptions())
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.notifications.list.queryKey() })
  const onError = (error: unknown) => toast.error(errorText(error))
  const markRead = useMutation(trpc.notifications.markRead.mutationOptions({ onSuccess: refresh, onError }))
  const markAllRead = useMutation(trpc.notifications.markAllRead.mutationOptions({ onSuccess: refresh, onError }))
  const clear = useMutation(trpc.notifications.clear.mutationOptions({ onSuccess: refresh, onError }))
  const clearAll = useMutation(trpc.notifications.clearAll.mutationOptions({ onSuccess: refresh, onError }))
  const unread = list.data?.unread ?? 0
  const items = list.data?.items ?? []

  return (
    <div
      id={panelId}
      className="absolute top-full right-0 z-50 mt-2 w-80 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-xl shadow-brand-950/10 max-sm:fixed max-sm:inset-x-2 max-sm:top-auto max-sm:w-auto"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="font-semibold text-brand-900">Notifications</h2>
        {unread > 0 && (
          <button
            type="button"
            onClick={() => markAllRead.mutate()}
            className="text-xs font-semibold text-brand-700 hover:underline"
          >
            Mark all read
          </button>
        )}
      </div>
      {list.isPending ? (
        <p className="mt-2 text-slate-600">Loading...</p>
      ) : list.isError ? (
        <p className="mt-2 text-red-700">{errorText(list.error)}</p>
      ) : items.length === 0 ? (
        <p className="mt-2 text-slate-700">You have no notifications.</p>
      ) : (
        <ul className="mt-2 max-h-96 divide-y divide-slate-100 overflow-y-auto">
          {items.map((item) => (
            <li key={item.id} className="py-2">
              <p className={item.readAt ? 'text-slate-700' : 'font-semibold text-slate-900'}>
                {!item.readAt && <span className="sr-only">Unread: </span>}
                {item.link ? (
                  <Link
                    to={item.link}
                    onClick={() => {
                      if (!item.readAt) markRead.mutate({ id: item.id })
                      close()
                    }}
                    className="hover:underline"
                  >
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
              </p>
              <p className="text-slate-600">{item.body}</p>
              <div className="mt-1 flex items-center gap-3 text-xs">
                <span className="text-slate-600">{formatShortDateTime(item.createdAt)}</span>
                {!item.readAt && (
                  <button
                    type="button"
                    onClick={() => markRead.mutate({ id: item.id })}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    Mark read<span className="sr-only">: {item.title}</span>
                  </button>
                )}
                <button
                  type="button"
                  onClick={() => clear.mutate({ id: item.id })}
                  className="font-semibold text-slate-700 hover:underline"
                >
                  Clear<span className="sr-only">: {item.title}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex gap-2">
        <Link to="/dashboard" onClick={close} className={buttonStyles('primary', 'sm', 'flex-1')}>
          Open Dashboard
        </Link>
        {items.length > 0 && (
          <button type="button" onClick={() => clearAll.mutate()} className={buttonStyles('outline', 'sm')}>
            Clear all
          </button>
        )}
      </div>
    </div>
  )
}
