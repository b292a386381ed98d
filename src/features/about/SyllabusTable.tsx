import { toast } from 'sonner'
import { syllabusClasses } from '#app-config'
import { buttonStyles } from '~/components/ui/button-styles'
import { DownloadIcon } from '~/components/ui/icons'
import { TableHead } from '~/components/ui/TableHead'
import { syllabusStages } from '~/shared/syllabus'

type SyllabusClass = (typeof syllabusClasses)[number]

/** Each class with its stage, in order. */
const syllabusRows = syllabusClasses.map((name) => ({
  name,
  stage: syllabusStages.find((stage) => (stage.classes as readonly string[]).includes(name))!,
}))

function DownloadButton({ name }: { name: SyllabusClass }) {
  return (
    <button
      type="button"
      onClick={() => toast.success('Download started', { description: `Syllabus for Class ${name}` })}
      className={buttonStyles('outline', 'sm')}
    >
      <DownloadIcon className="size-4" />
      Download Syllabus<span className="sr-only"> for Class {name}</span>
    </button>
  )
}

/**
 * The Syllabus page: Classes I to X, each with Download Syllabus, which only says 'Download started'.
 * Phones get one card per class (the subjects are what people come for); wider screens get the whole table.
 * Only one of the two is ever displayed, so assistive technology meets each class once.
 */
export function SyllabusTable() {
  return (
    <div>
      <ul aria-label="Syllabus for Classes I to X" className="grid gap-4 sm:grid-cols-2 md:hidden">
        {syllabusRows.map(({ name, stage }) => (
          <li
            key={name}
            data-syllabus-card=""
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 className="font-display text-lg font-bold text-brand-900">Class {name}</h2>
            <p className="text-sm text-slate-600">{stage.name} stage</p>
            <p className="mt-3 text-sm font-semibold tracking-wider text-slate-500 uppercase">Subjects</p>
            <p className="mt-1 flex-1 text-slate-700">{stage.subjects.join(', ')}</p>
            <div className="mt-4">
              <DownloadButton name={name} />
            </div>
          </li>
        ))}
      </ul>

      <div className="hidden overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-left">
          <caption className="sr-only">Syllabus for Classes I to X</caption>
          <TableHead
            className="bg-brand-800 text-sm tracking-wider text-white uppercase"
            cellClass="px-5 py-3 font-semibold"
            columns={[
              'Class',
              'Subjects',
              { label: <span className="sr-only">Syllabus</span>, className: 'px-5 py-3 text-right font-semibold' },
            ]}
          />
          <tbody className="divide-y divide-slate-200">
            {syllabusRows.map(({ name, stage }) => (
              <tr key={name} className="even:bg-slate-50/70">
                <th scope="row" className="px-5 py-4 align-top font-normal">
                  <span className="block font-display text-lg font-bold whitespace-nowrap text-brand-900">
                    Class {name}
                  </span>
                  <span className="text-sm whitespace-nowrap text-slate-600">{stage.name} stage</span>
                </th>
                <td className="px-5 py-4 align-top text-slate-700">{stage.subjects.join(', ')}</td>
                <td className="px-5 py-4 text-right align-top">
                  <DownloadButton name={name} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
