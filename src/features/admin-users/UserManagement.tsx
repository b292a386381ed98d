import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { inferRouterOutputs } from '@trpc/server'
import { useState } from 'react'
import { toast } from 'sonner'
import { buttonStyles } from '~/components/ui/button-styles'
import { ChevronDownIcon } from '~/components/ui/icons'
import type { AppRouter } from '~/server/trpc/root'
import { formatShortDate } from '~/shared/dates'
import { displayName } from '~/shared/names'
import { userStatuses, type Role } from '~/shared/roles'
import { useTRPC } from '~/trpc/react'
import { FilterBar, FilterSelect, SearchField } from '~/components/form/filters'
import { useListSearch } from '~/components/form/use-list-search'
import { ActionsMenu } from '~/components/ui/ActionsMenu'
import { ConfirmDialog } from '~/components/ui/ConfirmDialog'
import { lazyDialog } from '~/components/ui/lazy-dialog'
import { errorText } from '~/components/ui/error-text'
import { AccountName, AccountResults, OneTimePassword, RoleFilter, RolePill, StatusPill } from './ui'

// The edit form (react-hook-form, the account schemas' zod) loads when Edit details is first chosen.
const EditUserDialog = lazyDialog(
  () => import('./EditUserDialog').then((m) => m.EditUserDialog),
  (props) => props.userId !== null,
)

export type UserListSearch = { q?: string; role?: Role; status?: (typeof userStatuses)[number]; page?: number }
type ListedUser = inferRouterOutputs<AppRouter>['users']['list']['items'][number]
type Pending = { kind: 'reset' | 'deactivate' | 'reactivate' | 'delete'; user: ListedUser } | null

export const userListPageSize = 20

export function listInput(search: UserListSearch) {
  return {
    search: search.q,
    role: search.role,
    status: search.status,
    page: search.page ?? 1,
    pageSize: userListPageSize,
  }
}

const statusOptions = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Deactivated' },
] as const satisfies readonly { value: NonNullable<UserListSearch['status']>; label: string }[]

export function UserManagement({
  search,
  meId,
  onSearch,
}: {
  search: UserListSearch
  meId: string
  onSearch: (next: UserListSearch) => void
}) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const list = useQuery({ ...trpc.users.list.queryOptions(listInput(search)), placeholderData: keepPreviousData })
  const { query, setQuery, set, toPage } = useListSearch(search, onSearch)
  const [editing, setEditing] = useState<string | null>(null)
  const [pending, setPending] = useState<Pending>(null)
  const [newPassword, setNewPassword] = useState<{ name: string; password: string } | null>(null)

  const done = async (message: string) => {
    toast.success(message)
    setPending(null)
    await queryClient.invalidateQueries({ queryKey: trpc.users.pathKey() })
  }
  const resetPassword = useMutation(
    trpc.users.resetPassword.mutationOptions({
      onSuccess: async ({ password }) => {
        setNewPassword({ name: pending ? displayName(pending.user) : 'this account', password })
        await done('Password reset. Every session of the account has ended.')
      },
    }),
  )
  const setActive = useMutation(
    trpc.users.setActive.mutationOptions({
      onSuccess: ({ isActive }) =>
        done(isActive ? 'Account reactivated' : 'Account deactivated and signed out everywhere'),
    }),
  )
  const remove = useMutation(trpc.users.delete.mutationOptions({ onSuccess: () => done('Account deleted') }))
  const mutation = pending?.kind === 'reset' ? resetPassword : pending?.kind === 'delete' ? remove : setActive

  const open = (kind: NonNullable<Pending>['kind'], user: ListedUser) => {
    resetPassword.reset()
    setActive.reset()
    remove.reset()
    setPending({ kind, user })
  }
  const confirm = () => {
    if (!pending) return
    const { id } = pending.user
    if (pending.kind === 'reset') resetPassword.mutate({ id })
    else if (pending.kind === 'delete') remove.mutate({ id })
    else setActive.mutate({ id, active: pending.kind === 'reactivate' })
  }

  return (
    <div className="space-y-6">
      <FilterBar search columns="sm:grid-cols-[1fr_auto_auto]">
        <SearchField id="user-search" value={query} onChange={setQuery} placeholder="Name, e-mail or school ID" />
        <RoleFilter id="user-role-filter" value={search.role} onChange={(role) => set({ role })} />
        <FilterSelect
          id="user-status-filter"
          label="Status"
          value={search.status}
          allLabel="Active and deactivated"
          options={statusOptions}
          onChange={(status) => set({ status })}
        />
      </FilterBar>

      <AccountResults query={list} headingId="user-results" onPage={toPage}>
        {(data) => (
          <>
            {data.items.length === 0 ? (
              <p className="px-5 py-10 text-center text-slate-600">Try another name, or clear the filters.</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {data.items.map((user) => {
                  const isMe = user.id === meId
                  return (
                    <li
                      key={user.id}
                      className="flex flex-col gap-3 px-5 py-4 md:flex-row md:items-center md:justify-between"
                    >
                      <div className="min-w-0">
                        <AccountName user={user} isMe={isMe} />
                        <p className="text-sm break-all text-slate-600">{user.email}</p>
                        <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                          <RolePill role={user.role} />
                          <StatusPill active={user.isActive} />
                          {user.uniqueId && <span className="font-mono text-sm text-slate-700">{user.uniqueId}</span>}
                          <span className="whitespace-nowrap">
                            Last active {user.lastActiveAt ? formatShortDate(user.lastActiveAt) : 'never'}
                          </span>
                        </div>
                      </div>
                      <ActionsMenu
                        className="self-start md:self-center"
                        buttonClassName={buttonStyles('outline', 'sm')}
                        button={
                          <>
                            Actions<span className="sr-only"> for {displayName(user)}</span>
                            <ChevronDownIcon className="size-4" />
                          </>
                        }
                        actions={[
                          { label: 'Edit details', onSelect: () => setEditing(user.id) },
                          { label: 'Reset password', onSelect: () => open('reset', user) },
                          user.isActive
                            ? {
                                label: <>Deactivate{isMe && ' (not your own)'}</>,
                                disabled: isMe,
                                onSelect: () => open('deactivate', user),
                              }
                            : { label: 'Reactivate', onSelect: () => open('reactivate', user) },
                          {
                            label: <>Delete{isMe && ' (not your own)'}</>,
                            danger: true,
                            disabled: isMe,
                            onSelect: () => open('delete', user),
                          },
                        ]}
                      />
                    </li>
                  )
                })}
              </ul>
            )}
          </>
        )}
      </AccountResults>

      <EditUserDialog userId={editing} onClose={() => setEditing(null)} />

      <ConfirmDialog
        open={pending !== null}
        title={pending ? confirmTitles[pending.kind] : ''}
        confirmLabel={pending ? confirmLabels[pending.kind] : ''}
        pendingLabel="Working..."
        pending={mutation.isPending}
        danger={pending?.kind === 'delete' || pending?.kind === 'deactivate'}
        error={mutation.error ? errorText(mutation.error) : null}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      >
        {pending && (
          <>
            <p>
              <strong className="text-slate-900">{displayName(pending.user)}</strong> ({pending.user.email})
            </p>
            <p>{confirmTexts[pending.kind]}</p>
          </>
        )}
      </ConfirmDialog>

      <ConfirmDialog
        open={newPassword !== null}
        title="New password"
        confirmLabel="Done"
        pendingLabel="Done"
        pending={false}
        cancellable={false}
        onConfirm={() => setNewPassword(null)}
        onClose={() => setNewPassword(null)}
      >
        {newPassword && (
          <>
            <p>The new password for {newPassword.name}:</p>
            <OneTimePassword id="reset-password" password={newPassword.password} />
          </>
        )}
      </ConfirmDialog>
    </div>
  )
}

const confirmTitles = {
  reset: 'Reset password?',
  deactivate: 'Deactivate account?',
  reactivate: 'Reactivate account?',
  delete: 'Delete account?',
} as const
const confirmLabels = {
  reset: 'Reset password',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  delete: 'Delete account',
} as const
const confirmTexts = {
  reset:
    'A new password is generated and shown once. The old password stops working and the account is signed out everywhere.',
  deactivate: 'The account is signed out everywhere and cannot sign in until it is reactivated. Nothing is deleted.',
  reactivate: 'The account can sign in again with its current password.',
  delete:
    'The account and its teacher or student record are removed for good. This cannot be undone; deactivating keeps the records.',
} as const
