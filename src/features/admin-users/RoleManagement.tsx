import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { inferRouterOutputs } from '@trpc/server'
import { useState } from 'react'
import { toast } from 'sonner'
import { Options } from '~/components/form/Options'
import { buttonStyles } from '~/components/ui/button-styles'
import type { AppRouter } from '~/server/trpc/root'
import { displayName } from '~/shared/names'
import { roleLabels, roles, type Role } from '~/shared/roles'
import { useTRPC } from '~/trpc/react'
import { inputClass } from '~/components/form/Field'
import { FilterBar, SearchField } from '~/components/form/filters'
import { useListSearch } from '~/components/form/use-list-search'
import { ConfirmDialog } from '~/components/ui/ConfirmDialog'
import { useConfirmTarget } from '~/components/ui/use-confirm-target'
import { AccountName, AccountResults, RoleFilter, RolePill } from './ui'

export type RoleListSearch = { q?: string; role?: Role; page?: number }
type ListedUser = inferRouterOutputs<AppRouter>['users']['list']['items'][number]

export function roleListInput(search: RoleListSearch) {
  return { search: search.q, role: search.role, page: search.page ?? 1, pageSize: 25 }
}

const roleDescriptions: Record<Role, string> = {
  admin: 'Everything, including these admin tools.',
  teacher: 'Staff: manages news, events and notices.',
  student: 'Own dashboard, profile and fees.',
  cashier: 'The fee counter and receipts.',
  parent: "Fees of every child linked to the parent's e-mail.",
  storekeeper: 'The inventory portal: items, movements, import and export, reports.',
}

export function RoleManagement({
  search,
  meId,
  onSearch,
}: {
  search: RoleListSearch
  meId: string
  onSearch: (next: RoleListSearch) => void
}) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const counts = useQuery(trpc.users.roleCounts.queryOptions())
  const list = useQuery({ ...trpc.users.list.queryOptions(roleListInput(search)), placeholderData: keepPreviousData })
  const { query, setQuery, set, toPage } = useListSearch(search, onSearch)
  const [chosen, setChosen] = useState<Record<string, Role>>({})

  const setRole = useMutation(
    trpc.users.setRole.mutationOptions({
      onSuccess: async ({ role }) => {
        toast.success(`Role changed to ${roleLabels[role]}`)
        confirmChange.close()
        await queryClient.invalidateQueries({ queryKey: trpc.users.pathKey() })
      },
    }),
  )
  const confirmChange = useConfirmTarget(setRole, (change: { user: ListedUser; role: Role }) => ({
    id: change.user.id,
    role: change.role,
  }))
  const change = confirmChange.target

  return (
    <div className="space-y-6">
      <ul aria-label="Active accounts by role" className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {roles.map((role) => (
          <li key={role} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="text-xs font-bold tracking-wide text-slate-600 uppercase">{roleLabels[role]}</p>
            <p className="mt-1 font-display text-2xl font-bold text-brand-900">
              {counts.data ? (counts.data[role] ?? 0) : '–'}
            </p>
            <p className="mt-1 text-xs text-slate-600">{roleDescriptions[role]}</p>
          </li>
        ))}
      </ul>

      <FilterBar search columns="sm:grid-cols-[2fr_1fr]">
        <SearchField id="role-search" value={query} onChange={setQuery} placeholder="Name, e-mail or school ID" />
        <RoleFilter id="role-filter" value={search.role} onChange={(role) => set({ role })} />
      </FilterBar>

      <AccountResults query={list} headingId="role-results" onPage={toPage} countOnly>
        {(data) => (
          <>
            <ul className="divide-y divide-slate-100">
              {data.items.map((user) => {
                const isMe = user.id === meId
                const selected = chosen[user.id] ?? user.role
                const selectId = `role-of-${user.id}`
                return (
                  <li key={user.id} className="grid gap-3 px-5 py-4 md:grid-cols-[1fr_auto] md:items-center">
                    <div className="min-w-0">
                      <AccountName user={user} isMe={isMe} />
                      <p className="text-sm break-all text-slate-600">
                        {user.email}
                        {user.uniqueId && <span className="font-mono"> · {user.uniqueId}</span>}
                      </p>
                      <p className="mt-1.5">
                        <RolePill role={user.role} />
                        {!user.isActive && (
                          <span className="ml-2 text-xs font-semibold text-slate-500">Deactivated</span>
                        )}
                      </p>
                    </div>
                    {isMe ? (
                      <p className="text-sm text-slate-600 md:max-w-52 md:text-right">
                        You cannot change your own role.
                      </p>
                    ) : (
                      <div className="flex items-end gap-2">
                        <div>
                          <label htmlFor={selectId} className="sr-only">
                            New role for {displayName(user)}
                          </label>
                          <select
                            id={selectId}
                            value={selected}
                            onChange={(event) =>
                              setChosen((current) => ({ ...current, [user.id]: event.target.value as Role }))
                            }
                            className={inputClass}
                          >
                            <Options values={roles} label={(role) => roleLabels[role]} />
                          </select>
                        </div>
                        <button
                          type="button"
                          disabled={selected === user.role}
                          onClick={() => confirmChange.ask({ user, role: selected })}
                          className={buttonStyles('primary', 'md', 'whitespace-nowrap')}
                        >
                          Change role<span className="sr-only"> of {displayName(user)}</span>
                        </button>
                      </div>
                    )}
                  </li>
                )
              })}
            </ul>
          </>
        )}
      </AccountResults>

      <ConfirmDialog
        {...confirmChange.dialog}
        title="Change role?"
        confirmLabel="Change role"
        pendingLabel="Changing..."
      >
        {change && (
          <p>
            <strong className="text-slate-900">{displayName(change.user)}</strong> changes from{' '}
            {roleLabels[change.user.role]} to <strong className="text-slate-900">{roleLabels[change.role]}</strong>.{' '}
            {roleDescriptions[change.role]}
          </p>
        )}
      </ConfirmDialog>
    </div>
  )
}
