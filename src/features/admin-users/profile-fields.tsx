// The name and e-mail fields and the teacher and student fieldsets, shared by registration and editing.
import { todayKey } from '~/shared/clock'
import type { ReactNode } from 'react'
import type { Control, FieldErrors, FieldPath, FieldValues, UseFormRegister } from 'react-hook-form'
import { emailIsRequired, noEmailHint } from '~/shared/account-schemas'
import { genderLabels, genders } from '~/shared/gender'
import type { Role } from '~/shared/roles'
import { ClassSelect } from '~/components/form/ClassOptions'
import { DateField } from '~/components/form/DateField'
import { Field, inputClass } from '~/components/form/Field'

type Values = {
  teacher?: Record<string, string | undefined>
  student?: Record<string, string | undefined>
}

type Props = {
  idPrefix: string
  // The forms differ in their other fields; these two sections only touch `teacher.*` and `student.*`.
  register: UseFormRegister<any>
  errors: FieldErrors<Values>
}

function GenderSelect({
  id,
  register,
  name,
  aria,
}: {
  id: string
  register: UseFormRegister<any>
  name: string
  aria: object
}) {
  return (
    <select id={id} className={inputClass} {...aria} {...register(name)}>
      <option value="">Not stated</option>
      {genders.map((gender) => (
        <option key={gender} value={gender}>
          {genderLabels[gender]}
        </option>
      ))}
    </select>
  )
}

type NameValues = { firstName?: string; lastName?: string; email?: string }

type NameAndEmailProps = {
  idPrefix: string
  /** The role decides whether the e-mail is required (staff) or optional (students and parents). */
  role: Role
  register: UseFormRegister<any>
  errors: FieldErrors<NameValues>
  emailClassName?: string
}

/** First and last name (a message shown under the first name is not repeated under the last) and the e-mail. */
export function NameAndEmailFields({ idPrefix, role, register, errors, emailClassName }: NameAndEmailProps) {
  return (
    <>
      <Field id={`${idPrefix}-first-name`} label="First name" error={errors.firstName?.message}>
        {(aria) => <input autoComplete="off" className={inputClass} {...aria} {...register('firstName')} />}
      </Field>
      <Field
        id={`${idPrefix}-last-name`}
        label="Last name"
        invalid={!!errors.lastName}
        error={errors.firstName ? undefined : errors.lastName?.message}
      >
        {(aria) => <input autoComplete="off" className={inputClass} {...aria} {...register('lastName')} />}
      </Field>
      <Field
        id={`${idPrefix}-email`}
        label="E-mail"
        optional={!emailIsRequired(role)}
        hint={emailIsRequired(role) ? undefined : noEmailHint}
        className={emailClassName}
        error={errors.email?.message}
      >
        {(aria) => <input type="email" autoComplete="off" className={inputClass} {...aria} {...register('email')} />}
      </Field>
    </>
  )
}

/** One role's details: its fieldset and legend, its fields' ids and its part of the form's errors. */
function roleSection(idPrefix: string, errors: Props['errors'], section: 'teacher' | 'student') {
  return {
    e: errors[section] as Record<string, { message?: string } | undefined> | undefined,
    id: (name: string) => `${idPrefix}-${section}-${name}`,
  }
}

/** A role's date of birth and gender, the two fields the teacher and student details share. */
function BirthAndGender<V extends FieldValues>({
  section,
  idPrefix,
  register,
  control,
  errors,
}: Props & { control: Control<V>; section: 'teacher' | 'student' }) {
  const { e, id } = roleSection(idPrefix, errors, section)
  return (
    <>
      <DateField
        id={id('dateOfBirth')}
        label="Date of birth"
        optional
        error={e?.dateOfBirth?.message}
        control={control}
        name={`${section}.dateOfBirth` as FieldPath<V>}
        min="1900-01-01"
        max={todayKey()}
      />
      <Field id={id('gender')} label="Gender" optional error={e?.gender?.message}>
        {(aria) => <GenderSelect id={id('gender')} register={register} name={`${section}.gender`} aria={aria} />}
      </Field>
    </>
  )
}

function RoleFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-4 font-display text-lg font-bold text-brand-900">{legend}</legend>
      {children}
    </fieldset>
  )
}

export function TeacherFields<V extends FieldValues>({
  idPrefix,
  register,
  control,
  errors,
}: Props & { control: Control<V> }) {
  const { e, id } = roleSection(idPrefix, errors, 'teacher')
  return (
    <RoleFieldset legend="Teacher details">
      <Field id={id('employeeId')} label="Employee ID" optional error={e?.employeeId?.message}>
        {(aria) => <input className={inputClass} {...aria} {...register('teacher.employeeId')} />}
      </Field>
      <Field id={id('phone')} label="Phone" optional error={e?.phone?.message}>
        {(aria) => (
          <input type="tel" autoComplete="off" className={inputClass} {...aria} {...register('teacher.phone')} />
        )}
      </Field>
      <Field
        id={id('subjects')}
        label="Subjects"
        optional
        hint="For example: Physics, Mathematics"
        error={e?.subjects?.message}
      >
        {(aria) => <input className={inputClass} {...aria} {...register('teacher.subjects')} />}
      </Field>
      <Field id={id('specialization')} label="Specialization" optional error={e?.specialization?.message}>
        {(aria) => <input className={inputClass} {...aria} {...register('teacher.specialization')} />}
      </Field>
      <Field
        id={id('qualification')}
        label="Qualification"
        optional
        hint="For example: M.Sc., B.Ed."
        error={e?.qualification?.message}
      >
        {(aria) => <input className={inputClass} {...aria} {...register('teacher.qualification')} />}
      </Field>
      <DateField
        id={id('joiningDate')}
        label="Joining date"
        optional
        error={e?.joiningDate?.message}
        control={control}
        name={'teacher.joiningDate' as FieldPath<V>}
        min="1900-01-01"
      />
      <BirthAndGender section="teacher" idPrefix={idPrefix} register={register} control={control} errors={errors} />
    </RoleFieldset>
  )
}

export function StudentFields<V extends FieldValues>({
  idPrefix,
  register,
  control,
  errors,
}: Props & { control: Control<V> }) {
  const { e, id } = roleSection(idPrefix, errors, 'student')
  return (
    <RoleFieldset legend="Student details">
      <Field
        id={id('className')}
        label="Class"
        optional
        hint="This academic year's class; fees are charged by class."
        error={e?.className?.message}
      >
        {(aria) => <ClassSelect emptyLabel="Not enrolled yet" {...aria} {...register('student.className')} />}
      </Field>
      <div className="grid grid-cols-2 gap-5">
        <Field id={id('section')} label="Section" optional error={e?.section?.message}>
          {(aria) => <input autoComplete="off" className={inputClass} {...aria} {...register('student.section')} />}
        </Field>
        <Field id={id('rollNumber')} label="Roll number" optional error={e?.rollNumber?.message}>
          {(aria) => (
            <input
              inputMode="numeric"
              autoComplete="off"
              className={inputClass}
              {...aria}
              {...register('student.rollNumber')}
            />
          )}
        </Field>
      </div>
      <Field id={id('parentName')} label="Parent or guardian name" optional error={e?.parentName?.message}>
        {(aria) => <input className={inputClass} {...aria} {...register('student.parentName')} />}
      </Field>
      <Field
        id={id('parentEmail')}
        label="Parent e-mail"
        optional
        hint="Lets the parent see this student's fees with their own login."
        error={e?.parentEmail?.message}
      >
        {(aria) => (
          <input
            type="email"
            autoComplete="off"
            className={inputClass}
            {...aria}
            {...register('student.parentEmail')}
          />
        )}
      </Field>
      <Field id={id('parentPhone')} label="Parent phone" optional error={e?.parentPhone?.message}>
        {(aria) => (
          <input type="tel" autoComplete="off" className={inputClass} {...aria} {...register('student.parentPhone')} />
        )}
      </Field>
      <BirthAndGender section="student" idPrefix={idPrefix} register={register} control={control} errors={errors} />
      <Field id={id('address')} label="Address" optional className="sm:col-span-2" error={e?.address?.message}>
        {(aria) => <textarea rows={2} className={inputClass} {...aria} {...register('student.address')} />}
      </Field>
    </RoleFieldset>
  )
}
