// The columns of a user the server reads, named once: who someone is, their account, their teacher or student
// details. Explicit selects keep password hashes and private columns out of every answer.

/** Who a user is: enough to name them and check their role. */
export const userIdentitySelect = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  role: true,
  uniqueId: true,
} as const

/** An account as the admin screens list it. */
export const accountSelect = { ...userIdentitySelect, isActive: true, createdAt: true } as const

export const teacherDetailsSelect = {
  dateOfBirth: true,
  gender: true,
  joiningDate: true,
  employeeId: true,
  subjects: true,
  specialization: true,
  qualification: true,
  phone: true,
} as const

/** A student as the counter and the class lists name them, with the parent on record to call. */
export const studentContactSelect = {
  userId: true,
  firstName: true,
  lastName: true,
  parentName: true,
  parentPhone: true,
} as const

export const studentDetailsSelect = {
  parentEmail: true,
  dateOfBirth: true,
  gender: true,
  address: true,
  parentName: true,
  parentPhone: true,
} as const
