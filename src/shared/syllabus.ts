// The subjects of each stage, as the syllabus page lists them. The academics set-up fills a class's subjects from
// here (the admin may add or remove some afterwards); the higher secondary streams choose their own, so Classes XI
// and XII and the pre-primary classes start empty.
import type { syllabusClasses } from '#app-config'
import type { ClassOption } from './admission-options'

type SyllabusClass = (typeof syllabusClasses)[number]

export const syllabusStages = [
  {
    name: 'Primary',
    classes: ['I', 'II', 'III', 'IV', 'V'],
    subjects: ['English', 'Hindi', 'Mathematics', 'Environmental Studies', 'General Knowledge', 'Art'],
  },
  {
    name: 'Middle',
    classes: ['VI', 'VII', 'VIII'],
    subjects: ['English', 'Hindi', 'Mathematics', 'Science', 'Social Science', 'Computer Science'],
  },
  {
    name: 'Secondary',
    classes: ['IX', 'X'],
    subjects: [
      'English',
      'Hindi or Alternative English',
      'Mathematics',
      'Science',
      'Social Science',
      'Information Technology',
    ],
  },
] as const satisfies ReadonlyArray<{ name: string; classes: readonly SyllabusClass[]; subjects: readonly string[] }>

const romanOf = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'] as const

/** The syllabus subjects of a class (class1 to class10); none for the others. */
export function syllabusSubjects(className: ClassOption): readonly string[] {
  const number = Number(/^class(\d{1,2})$/.exec(className)?.[1])
  const roman = romanOf[number - 1]
  if (!roman) return []
  return syllabusStages.find((stage) => (stage.classes as readonly string[]).includes(roman))?.subjects ?? []
}
