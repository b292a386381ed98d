import { useSuspenseQuery } from '@tanstack/react-query'
import { useHydrated } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { classLabel, classNeedsStream, documentLabels, streamLabels } from '~/shared/admission-rules'
import { genderLabels, type Gender } from '~/shared/gender'
import { useTRPC } from '~/trpc/react'
import { AdmissionLetterPanel, History, StudentAccountPanel } from './DecisionPanels'
import { StatusPanel } from './StatusPanel'
import { formatDateKeyNumeric } from '~/shared/dates'
import { formatBytes } from './ui'
import { DownloadIcon, FileIcon } from '~/components/ui/icons'
import { Panel } from '~/components/ui/Panel'
import type { Application } from './application-types'

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
    <Panel flush title="Application">
      <div className="space-y-6 px-5 py-5 sm:px-6">
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
            <Item label="Session" value={application.session ?? 'The current fee year'} />
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
    </Panel>
  )
}

function documentUrl(applicationId: string, kind: string, download = false) {
  return `/api/admissions/${encodeURIComponent(applicationId)}/documents/${kind}${download ? '?download=1' : ''}`
}

function Documents({ application }: { application: Application }) {
  return (
    <Panel flush title="Documents">
      <ul className="grid gap-5 px-5 py-5 sm:px-6">
        {application.documents.map((document) => (
          <li key={document.kind}>
            <DocumentPreview applicationId={application.id} studentName={application.studentName} document={document} />
          </li>
        ))}
      </ul>
    </Panel>
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
  // A PDF viewer per document made the page take seconds to settle: each opens only when asked for.
  const [previewing, setPreviewing] = useState(false)
  const hydrated = useHydrated()
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
          previewing ? (
            <iframe
              src={url}
              title={`${label} of ${studentName} (PDF preview)`}
              className="h-[32rem] w-full border-0 bg-white"
            />
          ) : (
            <div className="flex flex-col items-center gap-3 px-4 py-6 text-center text-sm text-slate-700">
              <FileIcon className="size-10 text-slate-400" />
              {/* Phone browsers do not show PDFs inside a page; Open hands the file to their viewer. */}
              <p className="sm:hidden">Use Open to view this PDF.</p>
              <button
                type="button"
                onClick={() => setPreviewing(true)}
                disabled={!hydrated}
                className={`${buttonStyles('outline', 'sm')} hidden sm:inline-flex`}
              >
                Show preview<span className="sr-only"> of {label}</span>
              </button>
            </div>
          )
        ) : (
          <img
            src={url}
            alt={`${label} of ${studentName}`}
            loading="lazy"
            onError={() => setFailed(true)}
            className="mx-auto max-h-56 w-auto object-contain p-3"
          />
        )}
      </div>
    </div>
  )
}
