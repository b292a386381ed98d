// Small building blocks shared by the admin user screens.
import { useEffect, useState, type ReactNode } from 'react'
import { toast } from 'sonner'
import { FilterSelect, optionsOf } from '~/components/form/filters'
import { countHeading, ListResults, type ListQuery } from '~/components/ui/ListResults'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { Pill } from '~/components/ui/Pill'
import { CopyIcon } from '~/components/ui/icons'
import { displayName } from '~/shared/names'
import { roleLabels, roles, type Role } from '~/shared/roles'

const roleTones: Record<Role, string> = {
  admin: 'bg-brand-800 text-white',
  teacher: 'bg-leaf-700 text-white',
  student: 'bg-brand-100 text-brand-900',
  cashier: 'bg-gold-200 text-gold-700',
  parent: 'bg-slate-200 text-slate-800',
  storekeeper: 'bg-emerald-50 text-emerald-900',
}

export function RolePill({ role }: { role: Role }) {
  return (
    <span className={cx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold', roleTones[role])}>
      {roleLabels[role]}
    </span>
  )
}

const roleOptions = optionsOf(roles, (role) => roleLabels[role])

/** The "Role" filter of the account lists. */
export function RoleFilter({
  id,
  value,
  onChange,
}: {
  id: string
  value: Role | undefined
  onChange: (role: Role | undefined) => void
}) {
  return (
    <FilterSelect id={id} label="Role" value={value} allLabel="All roles" options={roleOptions} onChange={onChange} />
  )
}

type AccountPage = { total: number; page: number; pageCount: number }

type AccountResultsProps<T extends AccountPage> = {
  query: ListQuery<T>
  headingId: string
  onPage: (page: number) => void
  /** The heading gives the count only, without "page 2 of 3". */
  countOnly?: boolean
  children: (data: T) => ReactNode
}

/** The results of an account list (user and role management): the count of matching accounts and page buttons. */
export function AccountResults<T extends AccountPage>({
  query,
  headingId,
  onPage,
  countOnly = false,
  children,
}: AccountResultsProps<T>) {
  return (
    <ListResults
      query={query}
      loadingLabel="Loading accounts..."
      pages={{ label: 'Account pages', onPage }}
      headingId={headingId}
      heading={(data) =>
        countHeading(countOnly ? { total: data.total } : data, ['account', 'accounts'], 'No accounts match')
      }
    >
      {children}
    </ListResults>
  )
}

/** An account's name in a list, marked "(you)" on one's own. */
export function AccountName({ user, isMe }: { user: Parameters<typeof displayName>[0]; isMe: boolean }) {
  return (
    <p className="font-semibold text-slate-900">
      {displayName(user)}
      {isMe && <span className="ml-2 text-xs font-semibold text-slate-500">(you)</span>}
    </p>
  )
}

export function StatusPill({ active }: { active: boolean }) {
  return (
    <Pill tone={active ? 'leaf' : 'slate'} dot>
      {active ? 'Active' : 'Deactivated'}
    </Pill>
  )
}

/** Copies text and says so; falls back to selecting it when the clipboard is not available. */
export function CopyButton({ text, label = 'Copy', targetId }: { text: string; label?: string; targetId?: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
      toast.success('Copied to clipboard')
    } catch {
      const target = targetId ? document.getElementById(targetId) : null
      if (target) window.getSelection()?.selectAllChildren(target)
      toast.error('Could not copy. The text is selected: press Ctrl+C to copy it.')
    }
  }
  return (
    <button type="button" onClick={copy} className={buttonStyles('outline', 'sm')}>
      <CopyIcon className="size-4" />
      {copied ? 'Copied' : label}
    </button>
  )
}

/** A new password, shown this once. */
export function OneTimePassword({ password, id }: { password: string; id: string }) {
  return (
    <div className="rounded-xl border-2 border-dashed border-gold-400 bg-gold-50 p-4">
      <p className="text-xs font-bold tracking-wide text-gold-700 uppercase">Password, shown only once</p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <code
          id={id}
          className="rounded-md bg-white px-3 py-1.5 font-mono text-xl font-bold tracking-wider text-brand-950 select-all"
        >
          {password}
        </code>
        <CopyButton text={password} targetId={id} label="Copy password" />
      </div>
      <p className="mt-2 text-xs text-slate-700">
        Give it to the account holder now. It cannot be shown again; a new one can be issued with Reset password.
      </p>
    </div>
  )
}
