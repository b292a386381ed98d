import { Link } from '@tanstack/react-router'
import { useId, useState, type ComponentType, type ReactNode, type SVGProps } from 'react'
import { admissionInfo, limits } from '#app-config'
import { AccordionItem } from '~/components/ui/AccordionItem'
import { cx } from '~/components/ui/cx'
import { CheckIcon, ChevronDownIcon, FileIcon, ListIcon, UsersIcon } from '~/components/ui/icons'

type SectionKey = 'who' | 'documents' | 'how'

const sections: ReadonlyArray<{ key: SectionKey; title: string; icon: ComponentType<SVGProps<SVGSVGElement>> }> = [
  { key: 'who', title: 'Who Can Join Our School?', icon: UsersIcon },
  { key: 'documents', title: "Documents You'll Need", icon: FileIcon },
  { key: 'how', title: 'How to Join Our School', icon: ListIcon },
]

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-3 space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <CheckIcon className="mt-1 size-4 shrink-0 text-leaf-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}

function BulletGroup({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <h4 className="font-semibold text-brand-900">{title}</h4>
      <Bullets items={items} />
    </div>
  )
}

function content(key: SectionKey): ReactNode {
  switch (key) {
    case 'who':
      return (
        <div className="space-y-5">
          <div>
            <h4 className="font-semibold text-brand-900">Nursery, LKG and UKG</h4>
            <p className="mt-1">The child&rsquo;s age on {admissionInfo.eligibilityCutoff}:</p>
            <ul className="mt-3 grid gap-3 sm:grid-cols-3">
              {admissionInfo.minimumAges.map(({ level, age }) => (
                <li key={level} className="rounded-xl bg-brand-50 px-4 py-3 text-center">
                  <span className="block font-display text-lg font-bold text-brand-900">{level}</span>
                  <span className="text-sm">{age} years or more</span>
                </li>
              ))}
            </ul>
          </div>
          <BulletGroup title="Class 1 and above" items={admissionInfo.classOneAndAbove} />
        </div>
      )
    case 'documents':
      return (
        <div className="grid gap-6 sm:grid-cols-2">
          <BulletGroup title="Mandatory" items={admissionInfo.mandatoryDocuments} />
          <BulletGroup title="Also bring" items={admissionInfo.otherDocuments} />
        </div>
      )
    case 'how':
      return (
        <ol className="space-y-4">
          {[
            <>
              Fill in the{' '}
              <Link to="/admission-form" className="font-semibold text-brand-700 underline underline-offset-2">
                online admission form
              </Link>{' '}
              and upload the birth certificate and Aadhaar card (PDF, JPEG or PNG, up to 5 MB each).
            </>,
            <>Our admissions team reviews your application and replies within {limits.admissionsReplyTime}.</>,
            <>
              Bring the original documents to the school office within {limits.documentSubmissionDays} days of your
              online submission.
            </>,
            <>Candidates for Class 1 and above sit a short entrance test; we tell you the date by e-mail or phone.</>,
            <>Confirm the admission by paying the fees within the time given; you are notified by e-mail or phone.</>,
          ].map((step, index) => (
            <li key={index} className="flex gap-4">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-800 font-bold text-gold-300">
                {index + 1}
              </span>
              <span className="pt-1">{step}</span>
            </li>
          ))}
        </ol>
      )
  }
}

/** The admissions accordion: one section open at a time, the first open by default, the open one closes. */
export function AdmissionsGuide() {
  const [open, setOpen] = useState<SectionKey | null>('who')
  const baseId = useId()
  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {sections.map(({ key, title, icon: Icon }) => {
        const expanded = open === key
        return (
          <div key={key}>
            <AccordionItem
              id={`${baseId}-${key}`}
              expanded={expanded}
              onToggle={() => setOpen(expanded ? null : key)}
              buttonClassName={cx(
                'flex w-full items-center gap-4 px-5 py-5 text-left transition-colors focus-visible:outline-brand-600 sm:px-6',
                expanded ? 'bg-brand-50' : 'hover:bg-slate-50',
              )}
              summary={
                <>
                  <span
                    className={cx(
                      'flex size-10 shrink-0 items-center justify-center rounded-lg',
                      expanded ? 'bg-brand-800 text-gold-300' : 'bg-brand-100 text-brand-700',
                    )}
                  >
                    <Icon className="size-5" />
                  </span>
                  <span className="flex-1 font-display text-lg font-bold text-brand-900 sm:text-xl">{title}</span>
                  <ChevronDownIcon
                    className={cx(
                      'size-5 shrink-0 text-brand-600 transition-transform duration-300',
                      expanded && 'rotate-180',
                    )}
                  />
                </>
              }
              panelClassName="px-5 pb-6 pt-2 text-slate-700 sm:px-6 sm:pl-20"
            >
              {content(key)}
            </AccordionItem>
          </div>
        )
      })}
    </div>
  )
}
