// /admin/class-lists: one class of the current academic year (all sections or one) with roll numbers, school IDs,
// guardians and their phones; printed on its own (Print) or exported (Export CSV, built on the server).
import { useQuery } from '@tanstack/react-query'
import { SheetHeader } from '~/components/layout/SheetHeader'
import { FilterBar, FilterSelect, optionsOf } from '~/components/form/filters'
import { buttonStyles } from '~/components/ui/button-styles'
import { errorText } from '~/components/ui/error-text'
import { ExportCsvForm } from '~/components/ui/ExportCsvForm'
import { EmptyState, ErrorState, LoadingState } from '~/components/ui/states'
import { TableHead } from '~/components/ui/TableHead'
import { school } from '#app-config'
import { classLabel, classOptions, type ClassOption } from '~/shared/admission-rules'
import { guardianText } from '~/shared/class-lists'
import { useTRPC } from '~/trpc/react'

export type ClassListSearch = { class?: ClassOption; section?: string }

// In print, everything but the sheet (and the boxes holding it) is taken out of the layout: the list alone, A4.
const printStyles = `
@media print {
  @page { size: A4 portrait; margin: 12mm; }
  body *:not(:has(.class-list-sheet)):not(.class-list-sheet):not(.class-list-sheet *) { display: none !important; }
  *:has(.class-list-sheet) { margin: 0 !important; padding: 0 !important; border: 0 !important; background: none !important;
    box-shadow: none !important; min-height: 0 !important; max-width: none !important; position: static !important; }
  .class-list-sheet { border: 0 !important; box-shadow: none !important; padding: 0 !important; font-size: 10pt; }
  .class-list-sheet tr { break-inside: avoid; }
}`

export function ClassList({
  search,
  onSearch,
}: {
  search: ClassListSearch
  onSearch: (next: ClassListSearch) => void
}) {
  const trpc = useTRPC()
  const className = search.class ?? classOptions[0]
  const input = {
    className,
    ...(search.section ? { section: search.section } : {}),
  }
  const list = useQuery(trpc.classLists.get.queryOptions(input))
  const data = list.data
  const title = `${classLabel(className)}${search.section ? ` ${search.section}` : ''}`

  return (
    <div className="space-y-6">
      {/* The export is a form of its own, so it stays outside the filter form (forms cannot nest). */}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="flex-1">
          <FilterBar label="Choose a class" columns="sm:grid-cols-2">
            <FilterSelect
              id="class-list-class"
              label="Class"
              value={className}
              options={optionsOf(classOptions, classLabel)}
              onChange={(value) => onSearch({ class: value ?? classOptions[0] })}
            />
            <FilterSelect
              id="class-list-section"
              label="Section"
              value={search.section}
              allLabel="All sections"
              options={(data?.sections ?? (search.section ? [search.section] : [])).map((s) => ({
                value: s,
                label: s,
              }))}
              onChange={(section) => onSearch({ ...search, class: className, section })}
            />
          </FilterBar>
        </div>
        <div className="flex flex-wrap gap-2 sm:pb-5">
          <button
            type="button"
            onClick={() => window.print()}
            disabled={!data?.students.length}
            className={buttonStyles('primary', 'md')}
          >
            Print
          </button>
          <ExportCsvForm
            action="/api/admin/class-list.csv"
            fields={{ className, section: search.section }}
            disabled={!data?.students.length}
          />
        </div>
      </div>

      {list.isPending && <LoadingState label="Loading the class..." />}
      {list.isError && <ErrorState message={errorText(list.error)} onRetry={() => void list.refetch()} />}
      {data && !data.year && (
        <EmptyState message="No academic year is set as current. An administrator sets one under Fees set-up." />
      )}
      {data?.year && data.students.length === 0 && (
        <EmptyState message={`No students are enrolled in ${title} for ${data.year.name}.`} />
      )}
      {data?.year && data.students.length > 0 && (
        <section
          aria-labelledby="class-list-title"
          className="class-list-sheet rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <style>{printStyles}</style>
          <SheetHeader
            className="gap-2 sm:gap-4 print:flex-row print:justify-between"
            logoHeight="h-10"
            aside={
              <p className="text-sm text-slate-700 sm:text-right print:text-right">
                {data.year.name} · {data.students.length} student
                {data.students.length === 1 ? '' : 's'}
              </p>
            }
          >
            <p className="text-sm font-semibold text-slate-700">{school.name}</p>
            <h2 id="class-list-title" className="font-display text-xl font-bold text-brand-900">
              Class list: {title}
            </h2>
          </SheetHeader>
          {/* A phone gets one card per student; the table is for wider screens and for paper. */}
          <ul className="mt-2 divide-y divide-slate-100 md:hidden print:hidden">
            {data.students.map((student) => (
              <li key={student.studentId} className="py-3 text-sm">
                <p className="font-semibold text-slate-900">
                  {student.rollNumber !== null && (
                    <span className="mr-2 text-slate-600 tabular-nums">{student.rollNumber}.</span>
                  )}
                  {student.name}
                  {!student.active && <span className="ml-2 text-xs font-normal text-slate-600">(deactivated)</span>}
                </p>
                <p className="text-slate-600">
                  {[student.section && `Section ${student.section}`, student.schoolId].filter(Boolean).join(' · ')}
                </p>
                <p className="text-slate-800">
                  {student.guardians.length === 0
                    ? 'No guardian recorded'
                    : student.guardians.map(guardianText).join('; ')}
                </p>
              </li>
            ))}
          </ul>
          <div
            className="mt-4 hidden overflow-x-auto md:block print:block"
            tabIndex={0}
            role="region"
            aria-label={`Students of ${title}`}
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">
                Students of {title}, {data.year.name}, by section and roll number, with guardians and phones
              </caption>
              <TableHead
                className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase"
                cellClass="px-2 py-2"
                columns={[
                  !search.section && 'Section',
                  { label: 'Roll', className: 'px-2 py-2 text-right' },
                  'Student',
                  'School ID',
                  'Guardians and phones',
                ]}
              />
              <tbody className="divide-y divide-slate-100">
                {data.students.map((student) => (
                  <tr key={student.studentId}>
                    {!search.section && <td className="px-2 py-2">{student.section ?? '–'}</td>}
                    <td className="px-2 py-2 text-right tabular-nums">{student.rollNumber ?? '–'}</td>
                    <td className="px-2 py-2 font-semibold text-slate-900">
                      {student.name}
                      {!student.active && (
                        <span className="ml-2 text-xs font-normal text-slate-600">(deactivated)</span>
                      )}
                    </td>
                    <td className="px-2 py-2 tabular-nums">{student.schoolId ?? '–'}</td>
                    <td className="px-2 py-2">
                      {student.guardians.length === 0 ? (
                        <span className="text-slate-600">None recorded</span>
                      ) : (
                        <ul>
                          {student.guardians.map((guardian) => (
                            <li key={guardianText(guardian)}>{guardianText(guardian)}</li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </div>
  )
}
