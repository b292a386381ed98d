// The year's exams: add or edit one (ExamDialog), set each class's subjects and maximum marks (ExamSubjects),
// see which class sections have locked their marks, publish the results (once all are locked) or withdraw them
// with a reason, and delete an exam no mark was given in.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { toast } from 'sonner'
import { buttonStyles } from '~/components/ui/button-styles'
import { ConfirmDialog } from '~/components/ui/ConfirmDialog'
import { Panel } from '~/components/ui/Panel'
import { Pill } from '~/components/ui/Pill'
import { QueryStates } from '~/components/ui/states'
import { useConfirmTarget } from '~/components/ui/use-confirm-target'
import { classLabel } from '~/shared/admission-options'
import { formatDateKeyNumeric, formatShortDateTime } from '~/shared/dates'
import { useTRPC } from '~/trpc/react'
import { ExamDialog, type ExamDraft } from './ExamDialog'
import { ExamSubjects } from './ExamSubjects'

type Exam = { id: string; name: string; classes: string[] }

export function ExamsSection() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const exams = useQuery(trpc.academics.setup.exams.list.queryOptions())
  const [draft, setDraft] = useState<ExamDraft | null>(null)
  const [open, setOpen] = useState<string | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.academics.pathKey() })
  const after = (message: string, close: () => void) => ({
    onSuccess: async () => {
      close()
      toast.success(message)
      await refresh()
    },
  })
  const publish = useMutation(
    trpc.academics.setup.exams.publish.mutationOptions(
      after('Results published: the families can see them now.', () => publishing.close()),
    ),
  )
  const unpublish = useMutation(
    trpc.academics.setup.exams.unpublish.mutationOptions(
      after('Results withdrawn from the families.', () => withdrawing.close()),
    ),
  )
  const remove = useMutation(
    trpc.academics.setup.exams.delete.mutationOptions(after('Exam deleted.', () => deleting.close())),
  )
  const publishing = useConfirmTarget<Exam, { id: string }>(publish, (exam) => ({ id: exam.id }))
  const withdrawing = useConfirmTarget<Exam, { id: string; reason: string }>(unpublish, (exam, reason) => ({
    id: exam.id,
    reason,
  }))
  const deleting = useConfirmTarget<Exam, { id: string }>(remove, (exam) => ({ id: exam.id }))
  const year = exams.data?.year
  return (
    <div className="space-y-6">
      <Panel
        title={year ? `Exams of ${year.name}` : 'Exams'}
        description="Class teachers lock their sections’ marks when they are final; then publish the results and the students and their guardians see them, with the report card."
        actions={
          <button
            type="button"
            disabled={!year}
            onClick={() => setDraft({ name: '', term: 'term1', startDate: '', endDate: '', classes: [] })}
            className={buttonStyles('primary', 'md')}
          >
            Add exam
          </button>
        }
      />
      <QueryStates
        query={exams}
        loadingLabel="Loading the exams..."
        isEmpty={(d) => d.exams.length === 0}
        empty="No exams yet this year."
      >
        {(data) => (
          <ul className="space-y-4">
            {data.exams.map((exam) => (
              <li key={exam.id}>
                <section aria-label={exam.name} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div>
                      <h3 className="font-display text-lg font-bold text-brand-900">
                        {exam.name}{' '}
                        {exam.publishedAt ? <Pill tone="leaf">Published</Pill> : <Pill tone="gold">Not published</Pill>}
                      </h3>
                      <p className="mt-1 text-sm text-slate-600">
                        {exam.termName} · {formatDateKeyNumeric(exam.startDate)} to {formatDateKeyNumeric(exam.endDate)}{' '}
                        · {exam.classes.map(classLabel).join(', ')}
                      </p>
                      <p className="mt-1 text-sm text-slate-600">
                        {exam.publishedAt
                          ? `Published ${formatShortDateTime(exam.publishedAt)}`
                          : `${exam.lockedSections} section${exam.lockedSections === 1 ? '' : 's'} locked`}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <button
                        type="button"
                        onClick={() => setOpen(open === exam.id ? null : exam.id)}
                        aria-expanded={open === exam.id}
                        className={buttonStyles('outline', 'sm')}
                      >
                        Subjects and marks
                      </button>
                      <button
                        type="button"
                        onClick={() =>
                          setDraft({
                            id: exam.id,
                            name: exam.name,
                            term: exam.term as ExamDraft['term'],
                            startDate: exam.startDate,
                            endDate: exam.endDate,
                            classes: exam.classes,
                          })
                        }
                        className={buttonStyles('ghost', 'sm')}
                      >
                        Edit<span className="sr-only"> {exam.name}</span>
                      </button>
                      {exam.publishedAt ? (
                        <button
                          type="button"
                          onClick={() => withdrawing.ask(exam)}
                          className={buttonStyles('dangerOutline', 'sm')}
                        >
                          Withdraw results
                        </button>
                      ) : (
                        <>
                          <button
                            type="button"
                            onClick={() => publishing.ask(exam)}
                            className={buttonStyles('primary', 'sm')}
                          >
                            Publish results
                          </button>
                          <button
                            type="button"
                            onClick={() => deleting.ask(exam)}
                            className={buttonStyles('ghost', 'sm', 'text-red-700')}
                          >
                            Delete<span className="sr-only"> {exam.name}</span>
                          </button>
                        </>
                      )}
                    </div>
                  </div>
                  {open === exam.id && (
                    <div className="mt-5 border-t border-slate-100 pt-5">
                      <ExamSubjects examId={exam.id} classes={exam.classes} />
                      <p className="mt-4 text-sm text-slate-600">
                        Marks are entered by the subject teachers;{' '}
                        <Link to="/teaching" className="font-semibold text-brand-700 hover:underline">
                          each class’s marks and results
                        </Link>{' '}
                        are under Teaching.
                      </p>
                    </div>
                  )}
                </section>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      <ExamDialog
        draft={draft}
        onClose={() => setDraft(null)}
        onSaved={(name) => {
          setDraft(null)
          toast.success(`${name} saved.`)
          void refresh()
        }}
      />
      <ConfirmDialog
        {...publishing.dialog}
        title={`Publish the results of ${publishing.target?.name ?? 'the exam'}?`}
        confirmLabel="Publish"
        pendingLabel="Publishing..."
      >
        <p>
          Every student of the exam’s classes and their guardians will see their marks, grades and report card, and get
          a notification.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        {...withdrawing.dialog}
        title={`Withdraw the results of ${withdrawing.target?.name ?? 'the exam'}?`}
        confirmLabel="Withdraw"
        pendingLabel="Withdrawing..."
        danger
        reason={{ label: 'Reason', requiredMessage: 'Please give the reason for this change.', maxLength: 300 }}
      >
        <p>
          The families no longer see these results until you publish them again. The reason is kept in the audit log.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        {...deleting.dialog}
        title={`Delete ${deleting.target?.name ?? 'the exam'}?`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        danger
      >
        <p>The exam and its subjects go. An exam with marks cannot be deleted.</p>
      </ConfirmDialog>
    </div>
  )
}
