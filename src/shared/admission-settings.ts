// The admissions settings: which classes are admitted this session (the form's class options,
// the home banner and the admissions page derive from it) and the dates of the next steps an accepted family is
// told on /admission-status, in the acceptance e-mail and in the admission letter. No date is ever made up: an
// unset date is said to be unset. The settings form's zod schema is in admission-settings-schema.ts, so the public
// pages that read these load no zod.
import { admittedRangeLabel, classesInRange, type ClassOption } from './admission-options'

export { admittedRangeLabel }
import { formatDateKeyNumeric } from './dates'

export type AdmissionSettingsView = {
  lowestClass: ClassOption
  highestClass: ClassOption
  documentsDueBy: string | null
  feesDueBy: string | null
  classesBeginOn: string | null
  /** The academic session this round admits for ("2027-28"); null: the current fee year. */
  session: string | null
}

export const defaultAdmissionSettings: AdmissionSettingsView = {
  lowestClass: 'nursery',
  highestClass: 'class12',
  documentsDueBy: null,
  feesDueBy: null,
  classesBeginOn: null,
  session: null,
}

/** The classes an applicant may choose. */
export function admittedClasses(settings: Pick<AdmissionSettingsView, 'lowestClass' | 'highestClass'>): ClassOption[] {
  return classesInRange(settings.lowestClass, settings.highestClass)
}

export const classNotAdmittedMessage = (settings: Pick<AdmissionSettingsView, 'lowestClass' | 'highestClass'>) =>
  `Admissions are open from ${admittedRangeLabel(settings)} only. Please choose one of those classes.`

export type NextStep = { title: string; detail: string; date: string | null }

/**
 * What an accepted family does next, with the dates from the settings (in day-first words); a date the school has
 * not fixed yet is said so plainly. One list for the status page, the e-mail and the admission letter.
 */
export function acceptanceNextSteps(settings: AdmissionSettingsView): NextStep[] {
  const by = (date: string | null, action: string, unset: string) =>
    date
      ? `${action} by ${formatDateKeyNumeric(date)}.`
      : `${unset} The school has not fixed this date yet; we will tell you by e-mail or phone.`
  return [
    {
      title: 'Document verification',
      detail: by(
        settings.documentsDueBy,
        'Bring the original documents (birth certificate, Aadhaar card, previous mark sheet) and two passport-size photographs to the school office',
        'Bring the original documents (birth certificate, Aadhaar card, previous mark sheet) and two passport-size photographs to the school office for verification.',
      ),
      date: settings.documentsDueBy,
    },
    {
      title: 'Fee payment',
      detail: by(
        settings.feesDueBy,
        'Pay the admission fees at the school office to confirm the seat',
        'Pay the admission fees at the school office to confirm the seat.',
      ),
      date: settings.feesDueBy,
    },
    {
      title: 'First day',
      detail: settings.classesBeginOn
        ? `Classes begin on ${formatDateKeyNumeric(settings.classesBeginOn)}.`
        : 'The school has not fixed the first day of classes yet; we will tell you by e-mail or phone.',
      date: settings.classesBeginOn,
    },
  ]
}
