import { describe, expect, it } from 'vitest'
import { systemNow } from '~/server/clock'
import { privacyConsentMessage } from '~/shared/legal'
import {
  admissionFieldsSchema,
  admissionFormSchema,
  admissionSubmissionSchema,
  canChangeStatus,
  classLabel,
  classOptions,
  documentFileProblem,
  emptyAdmissionForm,
  formatReference,
  latestToday,
  splitStudentName,
  statusLookupSchema,
  termsWording,
  type AdmissionFormValues,
} from '~/shared/admission-schema'

const validFields = {
  studentName: 'Asha Sumi',
  dob: '2016-05-14',
  gender: 'female',
  applyingForClass: 'class5',
  fatherName: 'Kivi Sumi',
  fatherOccupation: '',
  motherName: 'Ela Sumi',
  motherOccupation: 'Teacher',
  address: 'Circular Road, Dimapur',
  phoneNumber: '+91 94361 00472',
  email: 'parent@example.in',
  previousSchool: '',
  previousClass: '',
  additionalInfo: '',
  termsAccepted: true,
  privacyConsent: true,
  privacyNoticeVersion: 1,
}

function pdf(size = 1000, name = 'birth.pdf', type = 'application/pdf') {
  return { file: new File([new Uint8Array(size)], name, { type }), name }
}

const validForm: AdmissionFormValues = {
  ...(validFields as unknown as AdmissionFormValues),
  birthCertificate: pdf(),
  aadhaarCard: pdf(2000, 'aadhaar.png', 'image/png'),
  markSheet: null,
}

/** The message zod reports for `field`, or undefined when the field passes. */
function messageFor(
  schema: typeof admissionFormSchema | typeof admissionFieldsSchema,
  values: Record<string, unknown>,
  field: string,
) {
  const result = schema.safeParse(values)
  if (result.success) return undefined
  return result.error.issues.find((issue) => issue.path[0] === field)?.message
}

describe('the admission form: each rule with its exact message', () => {
  const cases: Array<[field: string, bad: unknown, message: string]> = [
    ['studentName', 'A', 'Student name must be at least 2 characters.'],
    ['studentName', '  A  ', 'Student name must be at least 2 characters.'],
    ['dob', '', 'Date of birth is required.'],
    ['dob', '2016-02-30', 'Enter the date of birth as DD/MM/YYYY, e.g. 14/05/2016.'],
    ['gender', '', 'Gender is required.'],
    ['gender', 'unknown', 'Gender is required.'],
    ['applyingForClass', '', 'Class is required.'],
    ['applyingForClass', 'class13', 'Class is required.'],
    ['fatherName', 'K', "Father's name must be at least 2 characters."],
    ['motherName', '', "Mother's name must be at least 2 characters."],
    ['address', 'Dmp', 'Address must be at least 5 characters.'],
    ['phoneNumber', '94361', 'Phone number must be at least 10 digits.'],
    ['email', 'parent@', 'Invalid email address.'],
    ['email', '', 'Invalid email address.'],
    ['termsAccepted', false, 'You must accept the terms and conditions'],
  ]
  for (const [field, bad, message] of cases) {
    it(`${field} = ${JSON.stringify(bad)} -> "${message}"`, () => {
      expect(messageFor(admissionFormSchema, { ...validForm, [field]: bad }, field)).toBe(message)
    })
  }

  it('birthCertificate and aadhaarCard are required with their messages; markSheet is optional', () => {
    const form = { ...validForm, birthCertificate: null, aadhaarCard: null, markSheet: null }
    expect(messageFor(admissionFormSchema, form, 'birthCertificate')).toBe('Birth Certificate is required')
    expect(messageFor(admissionFormSchema, form, 'aadhaarCard')).toBe('Aadhaar Card is required')
    expect(messageFor(admissionFormSchema, form, 'markSheet')).toBeUndefined()
  })

  it('accepts the boundary values: 2-character names, 5-character address, 10-digit phone', () => {
    const result = admissionFormSchema.safeParse({
      ...validForm,
      studentName: 'Al',
      fatherName: 'Ko',
      motherName: 'Ei',
      address: 'Kohim',
      phoneNumber: '9436100472',
    })
    expect(result.success).toBe(true)
  })

  it('an empty form reports every required field at once', () => {
    const result = admissionFormSchema.safeParse(emptyAdmissionForm)
    expect(result.success).toBe(false)
    const fields = new Set(result.error!.issues.map((issue) => issue.path[0]))
    expect([...fields].sort()).toEqual(
      [
        'aadhaarCard',
        'address',
        'applyingForClass',
        'birthCertificate',
        'dob',
        'email',
        'fatherName',
        'gender',
        'motherName',
        'phoneNumber',
        'privacyConsent',
        'studentName',
        'termsAccepted',
      ].sort(),
    )
  })
})

describe('date of birth: 1900 to today', () => {
  it('refuses dates before 1900 and dates in the future everywhere', () => {
    expect(messageFor(admissionFieldsSchema, { ...validFields, dob: '1899-12-31' }, 'dob')).toBe(
      'Date of birth must be in 1900 or later.',
    )
    expect(messageFor(admissionFieldsSchema, { ...validFields, dob: '1900-01-01' }, 'dob')).toBeUndefined()
    // The schema's "today" is the server clock's (TEST_NOW when set).
    const future = new Date(systemNow().getTime() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
    expect(messageFor(admissionFieldsSchema, { ...validFields, dob: future }, 'dob')).toBe(
      'Date of birth cannot be in the future.',
    )
  })

  it('latestToday is the date at UTC+14, so no applicant anywhere is refused their own today', () => {
    expect(latestToday(new Date('2026-03-31T09:59:00Z'))).toBe('2026-03-31')
    expect(latestToday(new Date('2026-03-31T10:00:00Z'))).toBe('2026-04-01')
  })
})

describe('documents', () => {
  it('the picker refuses files over 5 MB and types other than PDF, JPEG and PNG with their texts', () => {
    expect(documentFileProblem({ size: 5_242_881, type: 'application/pdf' })).toEqual({
      title: 'File too large',
      description: 'File size must be less than 5MB',
    })
    expect(documentFileProblem({ size: 5_242_880, type: 'application/pdf' })).toBeNull()
    expect(documentFileProblem({ size: 10, type: 'image/gif' })).toEqual({
      title: 'Invalid file type',
      description: 'Only PDF, JPEG, and PNG files are accepted',
    })
    expect(documentFileProblem({ size: 10, type: 'image/jpeg' })).toBeNull()
    expect(documentFileProblem({ size: 10, type: 'image/png' })).toBeNull()
  })

  it('the form schema repeats those checks for a file set some other way', () => {
    expect(
      messageFor(admissionFormSchema, { ...validForm, birthCertificate: pdf(5_242_881) }, 'birthCertificate'),
    ).toBe('File size must be less than 5MB')
    expect(
      messageFor(admissionFormSchema, { ...validForm, markSheet: pdf(10, 'a.gif', 'image/gif') }, 'markSheet'),
    ).toBe('Only PDF, JPEG, and PNG files are accepted')
  })
})

describe('the submission the server receives', () => {
  const token = 'A'.repeat(43)

  it('stores blank optional answers as null and trims text', () => {
    const result = admissionSubmissionSchema.parse({
      ...validFields,
      studentName: '  Asha Sumi ',
      documents: { birthCertificate: token, aadhaarCard: token },
    })
    expect(result).toMatchObject({
      studentName: 'Asha Sumi',
      fatherOccupation: null,
      previousSchool: null,
      previousClass: null,
      additionalInfo: null,
      motherOccupation: 'Teacher',
    })
    expect(result.documents.markSheet).toBeUndefined()
  })

  it('requires both required document tokens with their messages', () => {
    const result = admissionSubmissionSchema.safeParse({ ...validFields, documents: { birthCertificate: token } })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Aadhaar Card is required'])
    expect(
      admissionSubmissionSchema.safeParse({
        ...validFields,
        documents: { birthCertificate: 'short', aadhaarCard: token },
      }).error?.issues[0]?.message,
    ).toBe('Birth Certificate is required')
  })

  it('refuses a submission without the terms accepted', () => {
    const result = admissionSubmissionSchema.safeParse({
      ...validFields,
      termsAccepted: false,
      documents: { birthCertificate: token, aadhaarCard: token },
    })
    expect(result.error?.issues[0]?.message).toBe('You must accept the terms and conditions')
  })

  it("refuses a submission without the guardian's consent to the Privacy Notice, or without its version", () => {
    const documents = { birthCertificate: token, aadhaarCard: token }
    const unticked = admissionSubmissionSchema.safeParse({ ...validFields, privacyConsent: false, documents })
    expect(unticked.error?.issues.map((issue) => issue.message)).toEqual([privacyConsentMessage])
    const { privacyNoticeVersion: _version, ...withoutVersion } = validFields
    const unversioned = admissionSubmissionSchema.safeParse({ ...withoutVersion, documents })
    expect(unversioned.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['privacyNoticeVersion'])
  })
})

describe('constants and helpers', () => {
  it('offers nursery, lkg, ukg and class1..class12 with readable labels', () => {
    expect(classOptions).toEqual(['nursery', 'lkg', 'ukg', ...Array.from({ length: 12 }, (_, i) => `class${i + 1}`)])
    expect(classOptions.map(classLabel).slice(0, 4)).toEqual(['Nursery', 'LKG', 'UKG', 'Class 1'])
    expect(classLabel('class12')).toBe('Class 12')
  })

  it('words the terms exactly', () => {
    expect(termsWording).toBe(
      'I confirm that all the information provided is accurate and complete. I understand that any false information may result in the cancellation of the application or admission.',
    )
  })

  it('formats references as ADM-<year>-<five digits>', () => {
    expect(formatReference(2026, 42)).toBe('ADM-2026-00042')
    expect(formatReference(2026, 123456)).toBe('ADM-2026-123456')
  })

  it('normalises a typed reference and checks its shape', () => {
    expect(statusLookupSchema.parse({ reference: ' adm-2026-00042 ', email: 'a@b.in' }).reference).toBe(
      'ADM-2026-00042',
    )
    expect(statusLookupSchema.safeParse({ reference: 'ADM-42', email: 'a@b.in' }).success).toBe(false)
  })

  it('follows the workflow: submitted -> under_review -> accepted|waitlisted|rejected; waitlisted -> accepted|rejected', () => {
    expect(canChangeStatus('submitted', 'under_review')).toBe(true)
    expect(canChangeStatus('submitted', 'accepted')).toBe(false)
    for (const to of ['accepted', 'waitlisted', 'rejected'] as const)
      expect(canChangeStatus('under_review', to)).toBe(true)
    expect(canChangeStatus('waitlisted', 'accepted')).toBe(true)
    expect(canChangeStatus('waitlisted', 'rejected')).toBe(true)
    expect(canChangeStatus('waitlisted', 'under_review')).toBe(false)
    expect(canChangeStatus('accepted', 'rejected')).toBe(false)
    expect(canChangeStatus('rejected', 'accepted')).toBe(false)
  })

  it('splits a full name into a first and last name the admin can correct', () => {
    expect(splitStudentName('Asha Devi Sumi')).toEqual({ firstName: 'Asha Devi', lastName: 'Sumi' })
    expect(splitStudentName('Asha')).toEqual({ firstName: 'Asha', lastName: '' })
  })
})
