import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import type { inferRouterOutputs } from '@trpc/server'
import { useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText } from '~/components/ui/error-text'
import { FormDialog } from '~/components/ui/FormDialog'
import type { AppRouter } from '~/server/trpc/root'
import {
  classLabel,
  classNeedsStream,
  classWithStream,
  documentLabels,
  isDecision,
  splitStudentName,
  statusLabels,
  streamLabels,
  type ApplicationStatus,
} from '~/shared/admission-rules'
import { createStudentAccountWithClassSchema, type CreateStudentAccountWithClassInput } from '~/shared/fees'
import { genderLabels, type Gender } from '~/shared/gender'
import { useTRPC } from '~/trpc/react'
import { ClassSelect } from '~/components/form/ClassOptions'
import { StreamOptions } from '~/components/form/StreamOptions'
import { Field, inputClass } from '~/components/form/Field'
import { SubmitButton } from '~/components/form/FormActions'
import { formatDateKeyNumeric, formatShortDateTime } from '~/shared/dates'
import { StatusChangeDialog, statusActionLabels } from './StatusChangeDialog'
import { Card, CheckCircleIcon, formatBytes, StatusBadge } from './ui'
import { DownloadIcon, FileIcon } from '~/components/ui/icons'

type Application = inferRouterOutputs<AppRouter>['admissions']['byId']
type DocumentInfo = Application['documents'][number]

export function ApplicationDetail({ id }: { id: string }) {
  const trpc = useTRPC()
  const { data: application } = useSuspenseQuery(trpc.admissions.byId.queryOptions({ id }))

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      {/* The decision tools come first on a phone; on a wide screen they sit beside the application. */}
      <div className="space-y-6 lg:sticky lg:top-40 lg:order-2">
        <StatusPanel application={application} />
        <StudentAccountPanel application={application} />
        <AdmissionLetterPanel application={application} />
        <History application={application} />
      </div>
      <div className="min-w-0 space-y-6 lg:order-1">
        <ApplicationFields application={application} />
        <Documents application={application} />
      </div>
    </div>
  )
}

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`
  return (
    <Card>
      <section aria-labelledby={id}>
        <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
          <h2 id={id} className="font-display text-lg font-bold text-brand-900">
            {title}
          </h2>
          {action}
        </div>
        <div className="px-5 py-5 sm:px-6">{children}</div>
      </section>
    </Card>
  )
}

/** A panel of the decision column: its heading, then what it holds; `after` follows the section inside the card. */
function SidePanel({
  id,
  title,
  children,
  after,
}: {
  id: string
  title: string
  children: ReactNode
  after?: ReactNode
}) {
  return (
    <Card>
      <section aria-labelledby={id} className="px-5 py-5 sm:px-6">
        <h2 id={id} className="font-display text-lg font-bold text-brand-900">
          {title}
        </h2>
        {children}
      </section>
      {after}
    </Card>
  )
}

function Item({ label, value, wide }: { label: string; value: ReactNode; wide?: boolean }) {
  return (
    <div className={cx(wide && 'sm:col-span-2')}>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 [overflow-wrap:anywhere] whitespace-pre-line text-slate-900">
        {value ?? <span className="text-slate-500 italic">Not given</span>}
      </dd>
    </div>
  )
}

function ApplicationFields({ application }: { application: Application }) {
  const photo = application.documents.find((document) => document.kind === 'photo')
  return (
    <Section title="Application">
      <div className="space-y-6">
        <div>
          <div className="flex items-start justify-between gap-4">
            <h3 className="text-sm font-bold text-brand-800">Student</h3>
            {photo?.present && (
              <img
                src={documentUrl(application.id, 'photo')}
                alt={`Photo of ${application.studentName}`}
                className="h-32 w-26 shrink-0 rounded-lg border border-slate-200 bg-slate-100 object-cover"
              />
            )}
          </div>
          <dl className="mt-3 grid gap-4 sm:grid-cols-2">
            <Item label="Full name" value={application.studentName} />
            <Item label="Date of birth" value={formatDateKeyNumeric(application.dob)} />
            <Item label="Gender" value={genderLabels[application.gender as Gender] ?? application.gender} />
            <Item label="Applying for" value={classLabel(application.applyingForClass)} />
            {classNeedsStream(application.applyingForClass) && (
              <Item
                label="Stream"
                value={application.stream ? streamLabels[application.stream as keyof typeof streamLabels] : null}
              />
            )}
          </dl>
        </div>
        <div className="border-t border-slate-100 pt-5">
          <h3 className="text-sm font-bold text-brand-800">Parents</h3>
          <dl className="mt-3 grid gap-4 sm:grid-cols-2">
            <Item label="Father's name" value={application.fatherName} />
            <Item label="Father's occupation" value={application.fatherOccupation} />
            <Item label="Mother's name" value={application.motherName} />
            <Item label="Mother's occupation" value={application.motherOccupation} />
          </dl>
        </div>
        <div className="border-t border-slate-100 pt-5">
          <h3 className="text-sm font-bold text-brand-800">Contact</h3>
          <dl className="mt-3 grid gap-4 sm:grid-cols-2">
            <Item
              label="Phone number"
              value={
                <a
                  href={`tel:${application.phoneNumber.replace(/[^\d+]/g, '')}`}
                  className="font-medium text-brand-700 underline underline-offset-2"
                >
                  {application.phoneNumber}
                </a>
              }
            />
            <Item
              label="E-mail"
              value={
                <a
                  href={`mailto:${application.email}`}
                  className="font-medium text-brand-700 underline underline-offset-2"
                >
                  {application.email}
                </a>
              }
            />
            <Item label="Address" value={application.address} wide />
          </dl>
        </div>
        <div className="border-t border-slate-100 pt-5">
          <h3 className="text-sm font-bold text-brand-800">Previous school and more</h3>
          <dl className="mt-3 grid gap-4 sm:grid-cols-2">
            <Item label="Previous school" value={application.previousSchool} />
            <Item label="Previous class" value={application.previousClass} />
            <Item label="Additional information" value={application.additionalInfo} wide />
          </dl>
        </div>
      </div>
    </Section>
  )
}

function documentUrl(applicationId: string, kind: string, download = false) {
  return `/api/admissions/${encodeURIComponent(applicationId)}/documents/${kind}${download ? '?download=1' : ''}`
}

function Documents({ application }: { application: Application }) {
  return (
    <Section title="Documents">
      <ul className="grid gap-5">
        {application.documents.map((document) => (
          <li key={document.kind}>
            <DocumentPreview applicationId={application.id} studentName={application.studentName} document={document} />
          </li>
        ))}
      </ul>
    </Section>
  )
}

function DocumentPreview({
  applicationId,
  studentName,
  document,
}: {
  applicationId: string
  studentName: string
  document: DocumentInfo
}) {
  const label = documentLabels[document.kind]
  const [failed, setFailed] = useState(false)
  if (!document.present) {
    return (
      <div className="flex items-center gap-3 rounded-xl border border-dashed border-slate-300 px-4 py-4 text-sm text-slate-600">
        <FileIcon className="size-5 text-slate-400" />
        <span>
          <span className="font-semibold text-slate-800">{label}</span> · not uploaded
        </span>
      </div>
    )
  }
  const url = documentUrl(applicationId, document.kind)
  const isPdf = document.contentType === 'application/pdf'
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-3 bg-slate-50 px-4 py-3">
        <div className="flex min-w-0 items-center gap-2">
          <FileIcon className="size-5 shrink-0 text-brand-600" />
          <div className="min-w-0">
            <h3 className="text-sm font-semibold text-slate-900">{label}</h3>
            <p className="truncate text-xs text-slate-600">
              {document.originalName ?? 'Document'}
              {document.size !== null && ` · ${formatBytes(document.size)}`}
              {isPdf
                ? ' · PDF'
                : document.contentType
                  ? ` · ${document.contentType.replace('image/', '').toUpperCase()}`
                  : ''}
            </p>
          </div>
        </div>
        <div className="flex gap-2">
          <a href={url} target="_blank" rel="noopener" className={buttonStyles('ghost', 'sm')}>
            Open<span className="sr-only"> {label} in a new tab</span>
          </a>
          <a href={documentUrl(applicationId, document.kind, true)} className={buttonStyles('outline', 'sm')}>
            <DownloadIcon className="size-4" /> Download<span className="sr-only"> {label}</span>
          </a>
        </div>
      </div>
      <div className="bg-slate-100">
        {failed ? (
          <p role="alert" className="px-4 py-10 text-center text-sm text-slate-700">
            The preview could not be loaded. Use Open or Download instead.
          </p>
        ) : isPdf ? (
          <>
            {/* Phone browsers do not show PDFs inside a page; Open hands the file to their viewer. */}
            <iframe
              src={url}
              title={`${label} of ${studentName} (PDF preview)`}
              loading="lazy"
              className="hidden h-[32rem] w-full border-0 bg-white sm:block"
            />
            <p className="px-4 py-6 text-center text-sm text-slate-700 sm:hidden">Use Open to view this PDF.</p>
          </>
        ) : (
          <img
            src={url}
            alt={`${label} of ${studentName}`}
            loading="lazy"
            onError={() => setFailed(true)}
            className="mx-auto max-h-[28rem] w-auto object-contain p-3"
          />
        )}
      </div>
    </div>
  )
}

function StatusPanel({ application }: { application: Application }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [target, setTarget] = useState<ApplicationStatus | null>(null)
  const [note, setNote] = useState('')
  const [confirming, setConfirming] = useState(false)
  const change = useMutation(
    trpc.admissions.changeStatus.mutationOptions({
      onSuccess: async ({ status, emailed }) => {
        toast.success(`Status changed to ${statusLabels[status]}`, {
          description: emailed === true ? 'The applicant has been e-mailed.' : undefined,
        })
        if (emailed === false)
          toast.warning('The decision e-mail could not be sent', { description: 'Please contact the family by phone.' })
        setTarget(null)
        setNote('')
        setConfirming(false)
        await queryClient.invalidateQueries({ queryKey: trpc.admissions.pathKey() })
      },
      onError: async (error) => {
        // A race (someone else decided meanwhile) closes the dialog on the fresh status; a refusal stays in it.
        if (error.data?.code === 'CONFLICT' || error.data?.code === 'NOT_FOUND') setConfirming(false)
        await queryClient.invalidateQueries({ queryKey: trpc.admissions.byId.queryKey({ id: application.id }) })
      },
    }),
  )

  const options = application.nextStatuses
  const decision = target !== null && isDecision(target)

  return (
    <SidePanel id="status-heading" title="Status">
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <StatusBadge status={application.status} className="px-3 py-1 text-sm" />
        <span className="text-sm text-slate-600">
          since {formatShortDateTime(application.history.at(-1)?.at ?? application.createdAt)}
        </span>
      </div>

      {options.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">This application is decided; its status can no longer change.</p>
      ) : (
        <form
          className="mt-5 space-y-4"
          onSubmit={(event) => {
            event.preventDefault()
            if (target) {
              change.reset()
              setConfirming(true)
            }
          }}
        >
          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">Move to</legend>
            <div className="mt-2 grid gap-2">
              {options.map((status) => (
                <label
                  key={status}
                  className={cx(
                    'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm font-semibold has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-gold-300',
                    'border-slate-300 text-slate-800',
                  )}
                >
                  <input
                    type="radio"
                    name="next-status"
                    value={status}
                    checked={target === status}
                    onChange={() => setTarget(status)}
                    className="size-4 accent-brand-700 focus:outline-none"
                  />
                  {statusActionLabels[status]}
                  <StatusBadge status={status} className="ml-auto" />
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor="status-note" className="block text-sm font-semibold text-slate-800">
              Note <span className="font-normal text-slate-600">(optional, kept in the history)</span>
            </label>
            <textarea
              id="status-note"
              rows={3}
              maxLength={1000}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              className={cx(inputClass, 'mt-1.5')}
            />
          </div>
          {target && (
            <p className="text-sm text-slate-700">
              The family is e-mailed {decision ? 'about this decision' : 'that the review has started'} at{' '}
              {application.email}; you see the e-mail before it goes. The note is not sent.
            </p>
          )}
          <button
            type="submit"
            disabled={!target || change.isPending}
            className={buttonStyles('primary', 'md', 'w-full')}
          >
            {target ? `${statusActionLabels[target]}…` : 'Choose a new status'}
          </button>
        </form>
      )}
      <StatusChangeDialog
        open={confirming}
        to={target}
        previewId={application.id}
        count={1}
        subject={`${application.reference} (${application.studentName})`}
        pending={change.isPending}
        error={change.error ? errorText(change.error) : null}
        onConfirm={(reason) =>
          target &&
          change.mutate({ id: application.id, from: application.status, to: target, note, reason: reason || null })
        }
        onClose={() => setConfirming(false)}
      />
    </SidePanel>
  )
}

/** The admission letter: a POST, because each download is audit-logged; the browser saves the PDF. */
function AdmissionLetterPanel({ application }: { application: Application }) {
  if (application.status !== 'accepted') return null
  return (
    <SidePanel id="letter-heading" title="Admission letter">
      <p className="mt-2 text-sm text-slate-700">
        A PDF for the family: the class admitted to and the next steps with the dates from the admissions settings.
      </p>
      <form method="post" action={`/api/admissions/${encodeURIComponent(application.id)}/letter.pdf`} className="mt-4">
        <button type="submit" className={buttonStyles('outline', 'md', 'w-full')}>
          <DownloadIcon className="size-4" /> Download admission letter
        </button>
      </form>
    </SidePanel>
  )
}

function StudentAccountPanel({ application }: { application: Application }) {
  const [open, setOpen] = useState(false)
  if (application.status !== 'accepted' && !application.account) return null
  return (
    <SidePanel
      id="account-heading"
      title="Student account"
      after={<CreateAccountDialog application={application} open={open} onClose={() => setOpen(false)} />}
    >
      {application.account ? (
        <div className="mt-3 space-y-1 text-sm text-slate-700">
          <p className="flex items-center gap-1.5 font-semibold text-leaf-700">
            <CheckCircleIcon className="size-4" /> Account created
          </p>
          <p>
            {application.account.firstName} {application.account.lastName} ·{' '}
            <span className="font-mono">{application.account.uniqueId}</span>
          </p>
          <p className="break-all">{application.account.email}</p>
          {!application.account.isActive && <p className="text-red-700">This account is deactivated.</p>}
        </div>
      ) : application.accountPending ? (
        <p className="mt-3 text-sm text-slate-700">
          An account is being created for this application. Reload the page in a moment.
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">
            Create the student&rsquo;s sign-in: a school ID and a password shown once, with the students record filled
            in from this application.
          </p>
          <button type="button" onClick={() => setOpen(true)} className={buttonStyles('accent', 'md', 'mt-4 w-full')}>
            Create student account
          </button>
        </>
      )}
    </SidePanel>
  )
}

function CreateAccountDialog({
  application,
  open,
  onClose,
}: {
  application: Application
  open: boolean
  onClose: () => void
}) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [created, setCreated] = useState<{
    schoolId: string
    password: string
    email: string | null
    welcomeEmailed: boolean
    parent: {
      name: string
      schoolId: string
      email: string | null
      password: string | null
      welcomeEmailed: boolean
    } | null
  } | null>(null)
  const [copied, setCopied] = useState(false)
  const names = splitStudentName(application.studentName)
  const form = useForm<CreateStudentAccountWithClassInput>({
    resolver: zodResolver(createStudentAccountWithClassSchema),
    // The class of this academic year: the one applied for unless the admin picks another.
    defaultValues: {
      id: application.id,
      firstName: names.firstName,
      lastName: names.lastName,
      email: '',
      className: application.applyingForClass,
      stream: application.stream ?? '',
      section: '',
      rollNumber: '',
    },
  })
  const { errors } = form.formState
  const streamShown = classNeedsStream(form.watch('className') ?? '')
  const create = useMutation(
    trpc.admissions.createStudentAccount.mutationOptions({
      onSuccess: async ({ account, password, welcomeEmailed, parent, parentWelcomeEmailed }) => {
        setCreated({
          schoolId: account.uniqueId ?? '',
          password,
          email: account.email,
          welcomeEmailed,
          parent: parent
            ? {
                name: `${parent.account.firstName} ${parent.account.lastName}`,
                schoolId: parent.account.uniqueId ?? '',
                email: parent.account.email,
                password: parent.password,
                welcomeEmailed: parentWelcomeEmailed,
              }
            : null,
        })
        toast.success('Student account created')
        await queryClient.invalidateQueries({ queryKey: trpc.admissions.byId.queryKey({ id: application.id }) })
      },
    }),
  )

  const close = () => {
    if (create.isPending) return
    setCreated(null)
    setCopied(false)
    create.reset()
    onClose()
  }

  return (
    <FormDialog
      open={open}
      size="md"
      busy={create.isPending}
      title={created ? 'Account created' : 'Create student account'}
      onClose={close}
    >
      {created ? (
        <div className="mt-4 space-y-4 text-sm text-slate-700">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-semibold">School ID</dt>
            <dd className="font-mono text-base font-bold text-brand-900">{created.schoolId}</dd>
            <dt className="font-semibold">E-mail</dt>
            <dd className="break-all">{created.email ?? 'None (signs in with the school ID)'}</dd>
          </dl>
          <div className="rounded-xl border-2 border-dashed border-gold-400 bg-gold-50 p-4">
            <p className="text-xs font-bold tracking-wide text-gold-700 uppercase">Password, shown only once</p>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
              <code
                data-testid="one-time-password"
                className="rounded-md bg-white px-3 py-1.5 font-mono text-xl font-bold tracking-wider text-brand-950 select-all"
              >
                {created.password}
              </code>
              <button
                type="button"
                className={buttonStyles('outline', 'sm')}
                onClick={() =>
                  navigator.clipboard.writeText(created.password).then(
                    () => setCopied(true),
                    () => setCopied(false),
                  )
                }
              >
                {copied ? 'Copied' : 'Copy password'}
              </button>
            </div>
            <p className="mt-2 text-xs text-slate-700">
              Give it to the family now. It cannot be shown again; an administrator can issue a new one with Reset
              password.
            </p>
          </div>
          {created.parent ? (
            <section aria-label="Parent account" className="rounded-xl border border-slate-200 p-4">
              <h3 className="font-semibold text-brand-900">
                {created.parent.password ? 'New parent account' : 'Linked to the existing parent account'}
              </h3>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                <dt className="font-semibold">Name</dt>
                <dd>{created.parent.name}</dd>
                <dt className="font-semibold">School ID</dt>
                <dd className="font-mono font-bold text-brand-900">{created.parent.schoolId}</dd>
                <dt className="font-semibold">E-mail</dt>
                <dd className="break-all">{created.parent.email}</dd>
                {created.parent.password && (
                  <>
                    <dt className="font-semibold">Password</dt>
                    <dd
                      data-testid="parent-one-time-password"
                      className="font-mono font-bold text-brand-950 select-all"
                    >
                      {created.parent.password}
                    </dd>
                  </>
                )}
              </dl>
              {created.parent.welcomeEmailed && (
                <p className="mt-2 text-xs text-slate-700">
                  A welcome e-mail with a link to choose a password has gone to the parent.
                </p>
              )}
            </section>
          ) : (
            <p>
              No parent account was linked: the family e-mail belongs to a staff account. Link a guardian in User
              management.
            </p>
          )}
          <div className="flex justify-end">
            <button type="button" onClick={close} className={buttonStyles('primary', 'md')}>
              Done
            </button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={form.handleSubmit((values) => create.mutate(values))} className="mt-4 space-y-4">
          {create.error && <ErrorNote>{errorText(create.error)}</ErrorNote>}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="account-first-name" label="First name" required error={errors.firstName?.message}>
              {(aria) => <input {...aria} className={inputClass} {...form.register('firstName')} />}
            </Field>
            <Field id="account-last-name" label="Last name" required error={errors.lastName?.message}>
              {(aria) => <input {...aria} className={inputClass} {...form.register('lastName')} />}
            </Field>
          </div>
          <Field
            id="account-email"
            label="Student's e-mail"
            optional
            hint={`Leave empty if the student has none: they sign in with their school ID. The family's ${application.email} becomes the parent account, linked to this child.`}
            error={errors.email?.message}
          >
            {(aria) => (
              <input {...aria} type="email" autoComplete="off" className={inputClass} {...form.register('email')} />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field
              id="account-class"
              label="Class"
              required
              hint="This academic year's class."
              error={errors.className?.message}
            >
              {(aria) => <ClassSelect {...aria} {...form.register('className')} />}
            </Field>
            <Field id="account-section" label="Section" optional error={errors.section?.message}>
              {(aria) => <input {...aria} autoComplete="off" className={inputClass} {...form.register('section')} />}
            </Field>
            <Field id="account-roll-number" label="Roll number" optional error={errors.rollNumber?.message}>
              {(aria) => (
                <input
                  {...aria}
                  inputMode="numeric"
                  autoComplete="off"
                  className={inputClass}
                  {...form.register('rollNumber')}
                />
              )}
            </Field>
          </div>
          {streamShown && (
            <Field
              id="account-stream"
              label="Stream"
              hint={`Applied for: ${classWithStream(application.applyingForClass, application.stream)}.`}
              error={errors.stream?.message}
            >
              {(aria) => (
                <select {...aria} className={inputClass} {...form.register('stream')}>
                  <StreamOptions emptyLabel="No stream yet" />
                </select>
              )}
            </Field>
          )}
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <button type="button" onClick={close} className={buttonStyles('outline', 'md')}>
              Cancel
            </button>
            <SubmitButton busy={create.isPending} label="Create account" busyLabel="Creating…" />
          </div>
        </form>
      )}
    </FormDialog>
  )
}

function History({ application }: { application: Application }) {
  return (
    <SidePanel id="history-heading" title="History">
      <ol className="mt-4 space-y-0">
        {[...application.history].reverse().map((entry, index, all) => (
          <li key={entry.id} className="relative flex gap-3 pb-5 last:pb-0">
            {index < all.length - 1 && (
              <span aria-hidden="true" className="absolute top-5 left-[0.4375rem] h-full w-px bg-slate-200" />
            )}
            <span
              aria-hidden="true"
              className={cx(
                'relative mt-1.5 size-3.5 shrink-0 rounded-full border-2 border-white ring-2',
                index === 0 ? 'bg-brand-700 ring-brand-200' : 'bg-slate-300 ring-slate-100',
              )}
            />
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-slate-900">
                {entry.from ? `${statusLabels[entry.from]} → ${statusLabels[entry.to]}` : 'Application submitted'}
              </p>
              <p className="text-slate-600">
                {entry.actorName} · <time dateTime={entry.at.toISOString()}>{formatShortDateTime(entry.at)}</time>
              </p>
              {entry.reason && (
                <p className="mt-1 rounded-lg bg-gold-50 px-3 py-2 whitespace-pre-line text-slate-800">
                  <span className="font-semibold">Reason told to the family:</span> {entry.reason}
                </p>
              )}
              {entry.note && (
                <p className="mt-1 rounded-lg bg-slate-50 px-3 py-2 whitespace-pre-line text-slate-800">{entry.note}</p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </SidePanel>
  )
}
