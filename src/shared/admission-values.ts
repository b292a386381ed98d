// The classes a family may apply for and an application's statuses, as bare values (admission-options.ts adds
// their words): the admissions and class-list routes' search rules read them in every page's first script.
export const classOptions = [
  'nursery',
  'lkg',
  'ukg',
  'class1',
  'class2',
  'class3',
  'class4',
  'class5',
  'class6',
  'class7',
  'class8',
  'class9',
  'class10',
  'class11',
  'class12',
] as const
export type ClassOption = (typeof classOptions)[number]

export const applicationStatuses = ['submitted', 'under_review', 'accepted', 'waitlisted', 'rejected'] as const
export type ApplicationStatus = (typeof applicationStatuses)[number]
