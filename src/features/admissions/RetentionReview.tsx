import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { toast } from 'sonner'
import { dataProtection } from '#app-config'
import { buttonStyles } from '~/components/ui/button-styles'
import { ConfirmDialog } from '~/components/ui/ConfirmDialog'
import { errorText } from '~/components/ui/error-text'
import { statusLabels } from '~/shared/admission-options'
import { formatDateKeyNumeric, formatShortDate } from '~/shared/dates'
import { useTRPC } from '~/trpc/react'

/**
 * The privacy notice's retention rule, reviewed by an admin: the applications not admitted whose documents are due
 * for deletion, and one confirmed action that deletes them (the applications and their history stay).
 */
export function RetentionReview() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const due = useQuery(trpc.admissions.retentionDue.queryOptions())
  const [confirming, setConfirming] = useState(false)
  const remove = useMutation(
    trpc.admissions.deleteDueDocuments.mutationOptions({
      onSuccess: async ({ deleted }) => {
        toast.success(`Documents of ${deleted} ${deleted === 1 ? 'application' : 'applications'} deleted`)
        setConfirming(false)
        await queryClient.invalidateQueries({ queryKey: trpc.admissions.pathKey() })
      },
    }),
  )
  if (!due.data || due.data.count === 0) return null
  const { count, items } = due.data
  return (
    <section
      aria-labelledby="retention-heading"
      className="rounded-2xl border border-gold-300 bg-gold-50 p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-2xl">
          <h2 id="retention-heading" className="font-display text-lg font-bold text-brand-900">
            Documents due for deletion ({count})
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            The privacy notice promises that documents of applicants who were not admitted are deleted{' '}
            {dataProtection.unadmittedDocumentsMonths} months after the session they applied for starts. Review the
            list, then delete them; the applications and their history stay.
          </p>
        </div>
        <button type="button" onClick={() => setConfirming(true)} className={buttonStyles('danger', 'sm')}>
          Delete these documents
        </button>
      </div>
      <ul className="mt-4 max-h-64 divide-y divide-gold-200 overflow-y-auto text-sm">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap gap-x-4 gap-y-1 py-2">
            <Link
              to="/admin/admissions/$id"
              params={{ id: item.id }}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              {item.reference}
            </Link>
            <span className="text-slate-800">{item.studentName}</span>
            <span className="text-slate-700">{statusLabels[item.status]}</span>
            <span className="text-slate-700 sm:ml-auto">
              Applied {formatShortDate(item.createdAt)}, due {formatDateKeyNumeric(item.dueOn)}
            </span>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming}
        title="Delete these documents?"
        confirmLabel={`Delete the documents of ${items.length}`}
        pendingLabel="Deleting..."
        pending={remove.isPending}
        danger
        error={remove.isError ? errorText(remove.error) : null}
        onConfirm={() => remove.mutate({ ids: items.map((item) => item.id) })}
        onClose={() => setConfirming(false)}
      >
        The birth certificates, Aadhaar cards, mark sheets and photos of {items.length}{' '}
        {items.length === 1 ? 'application' : 'applications'} are deleted for good. This cannot be undone.
      </ConfirmDialog>
    </section>
  )
}
