// The search parameters of the teaching screens (a class section, a day, a month, an exam): plain rules, no zod,
// because every route's search rules load with the first script of every page.
import { classOptions } from '~/shared/admission-options'
import { dateParam, optionalEnum, textParam } from '~/shared/search-params'

export const sectionSearch = { class: optionalEnum(classOptions), section: textParam(10) }
export const daySearch = { ...sectionSearch, date: dateParam }
export const monthSearch = { ...sectionSearch, month: textParam(7, (text) => /^\d{4}-(0[1-9]|1[0-2])$/.test(text)) }
export const examSearch = { ...sectionSearch, exam: textParam(100, (text) => /^[A-Za-z0-9_-]+$/.test(text)) }

export const academicsSetupTabs = ['assignments', 'subjects', 'exams'] as const
export type AcademicsSetupTab = (typeof academicsSetupTabs)[number]
