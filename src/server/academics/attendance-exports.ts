// Attendance as CSV (src/server/csv-export.ts: a same-site POST, the role checked, the audit log): a class
// section's month register, and the students below the threshold. The same scope rules as the screens.
import { belowThresholdSchema, monthRegisterSchema } from '~/shared/academics-schemas'
import type { CsvExport } from '~/server/csv-export'
import { classSectionLabel } from '~/shared/attendance'
import { formatDateKeyNumeric } from '~/shared/dates'
import { belowThreshold, monthRegister } from './attendance-reports'

const staff = ['admin', 'teacher'] as const

export const registerCsv: CsvExport<typeof monthRegisterSchema> = {
  roles: staff,
  schema: monthRegisterSchema,
  audit: {
    action: 'attendance.register_export',
    targetType: 'class',
    label: (input) => `${classSectionLabel(input.className, input.section)}, ${input.month}`,
  },
  fileName: (input) =>
    `attendance-${input.className}${input.section ? `-${input.section.replace(/[^0-9A-Za-z]+/g, '-')}` : ''}-${input.month}.csv`,
  // The columns depend on the month's school days: the first row of the rows is the header.
  header: [],
  async *rows(input, deps, user) {
    const report = await monthRegister(deps, user, input)
    yield [
      [
        'Roll',
        'Student',
        'School ID',
        ...report.days.map((d) => formatDateKeyNumeric(d.date).slice(0, 5)),
        'P',
        'A',
        'L',
        'Month %',
        `${report.term.name} %`,
        'Year %',
      ],
      ...report.students.map((s) => [
        s.rollNumber === null ? '' : String(s.rollNumber),
        s.name,
        s.schoolId ?? '',
        ...s.cells.map((cell) => cell?.letter ?? ''),
        String(s.month.present),
        String(s.month.absent),
        String(s.month.late),
        s.month.percent ?? '',
        s.term.percent ?? '',
        s.year.percent ?? '',
      ]),
    ]
  },
}

export const belowThresholdCsv: CsvExport<typeof belowThresholdSchema> = {
  roles: staff,
  schema: belowThresholdSchema,
  audit: {
    action: 'attendance.below_threshold_export',
    targetType: 'class',
    label: (input) => (input.className ? classSectionLabel(input.className, input.section ?? '') : 'Whole school'),
  },
  fileName: (input) => `attendance-below-threshold-${input.period}.csv`,
  header: ['Class', 'Roll', 'Student', 'School ID', 'Present', 'Absent', 'Late', 'Attendance'],
  async *rows(input, deps, user) {
    const report = await belowThreshold(deps, user, input)
    yield report.students.map((s) => [
      s.label,
      s.rollNumber === null ? '' : String(s.rollNumber),
      s.name,
      s.schoolId ?? '',
      String(s.present),
      String(s.absent),
      String(s.late),
      s.percent ?? '',
    ])
  },
}
