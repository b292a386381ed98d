// The shared rules behind streams, reasons, bulk decisions and the admissions settings.
import { describe, expect, it } from 'vitest'
import {
  bulkStatusSchema,
  changeStatusSchema,
  classesInRange,
  classRangeLabel,
  classWithStream,
  streamFor,
  streamProblem,
} from '~/shared/admission-schema'
import { acceptanceNextSteps, defaultAdmissionSettings } from '~/shared/admission-settings'
import { admissionSettingsSchema } from '~/shared/admission-settings-schema'

describe('streams', () => {
  it('are required for Classes XI and XII only, and stored only there', () => {
    expect(streamProblem({ applyingForClass: 'class11', stream: '' })).toBe(
      'Stream is required for Classes XI and XII.',
    )
    expect(streamProblem({ applyingForClass: 'class12', stream: null })).toBe(
      'Stream is required for Classes XI and XII.',
    )
    expect(streamProblem({ applyingForClass: 'class12', stream: 'arts' })).toBeNull()
    expect(streamProblem({ applyingForClass: 'class10', stream: '' })).toBeNull()
    expect(streamFor('class10', 'science')).toBeNull()
    expect(streamFor('class11', 'science')).toBe('science')
    expect(streamFor('class11', 'biology')).toBeNull()
    expect(classWithStream('class12', 'commerce')).toBe('Class 12 (Commerce)')
    expect(classWithStream('class5', 'commerce')).toBe('Class 5')
  })
})

describe('class range', () => {
  it('lists the classes in order and names the range with Roman numerals', () => {
    expect(classesInRange('class10', 'class12')).toEqual(['class10', 'class11', 'class12'])
    expect(classRangeLabel('nursery', 'class11')).toBe('Nursery to Class XI')
    expect(classRangeLabel('class12', 'class12')).toBe('Class XII')
    expect(admissionSettingsSchema.safeParse({ lowestClass: 'class6', highestClass: 'class5' }).success).toBe(false)
    expect(
      admissionSettingsSchema.safeParse({ lowestClass: 'lkg', highestClass: 'class5', feesDueBy: '' }).data?.feesDueBy,
    ).toBeNull()
  })
})

describe('reasons', () => {
  it('are required to waitlist or reject, alone or in bulk', () => {
    const base = { id: 'a', from: 'under_review' as const }
    expect(changeStatusSchema.safeParse({ ...base, to: 'rejected' }).success).toBe(false)
    expect(changeStatusSchema.safeParse({ ...base, to: 'waitlisted', reason: '  ' }).success).toBe(false)
    expect(changeStatusSchema.safeParse({ ...base, to: 'rejected', reason: 'No seat.' }).success).toBe(true)
    expect(changeStatusSchema.safeParse({ ...base, to: 'accepted' }).success).toBe(true)
    expect(bulkStatusSchema.safeParse({ ids: ['a'], to: 'rejected' }).success).toBe(false)
    expect(bulkStatusSchema.parse({ ids: ['a', 'a', 'b'], to: 'accepted' }).ids).toEqual(['a', 'b'])
  })
})

describe('next steps', () => {
  it('name the dates set (DD/MM/YYYY) and say plainly which are not fixed', () => {
    const unset = acceptanceNextSteps(defaultAdmissionSettings)
    expect(unset.every((step) => step.date === null && step.detail.includes('not fixed'))).toBe(true)
    const set = acceptanceNextSteps({
      ...defaultAdmissionSettings,
      documentsDueBy: '2027-01-15',
      feesDueBy: '2027-01-31',
      classesBeginOn: '2027-04-01',
    })
    expect(set.map((step) => step.detail)).toEqual([
      expect.stringContaining('by 15/01/2027.'),
      'Pay the admission fees at the school office to confirm the seat by 31/01/2027.',
      'Classes begin on 01/04/2027.',
    ])
  })
})
