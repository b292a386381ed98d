// The genders a student, teacher or applicant may state, with their labels (accounts and admissions alike).
export const genders = ['male', 'female', 'other'] as const
export type Gender = (typeof genders)[number]
export const genderLabels: Record<Gender, string> = { male: 'Male', female: 'Female', other: 'Other' }
