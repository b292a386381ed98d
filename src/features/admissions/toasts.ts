/** Admission-flow toasts show one at a time, so they share one id and replace each other. */
export const admissionToastId = 'admission-flow'
