// The school's identity and business constants. Another school rebrands by
// editing this one file. (TanStack Start no longer reads app.config.ts; the
// build lives in vite.config.ts. See docs/decisions/0002-app-config.md.)

export const school = {
  name: 'Lightridge Higher Secondary School',
  shortName: 'Lightridge HSS',
  motto: 'Light to Life',
  footerMotto: 'Light To Life',
  tagline: 'Nurturing curious minds in the heart of Nagaland',
  // SPEC.md gives 2000 and 2002; we read 2000 as the founding year and use it everywhere.
  foundedYear: 2000,
  affiliation: {
    board: 'Nagaland Board of School Education (NBSE)',
    number: 'NBSE/HSS/2000/0147',
  },
  address: {
    line1: 'Circular Road, Duncan Basti',
    city: 'Dimapur',
    state: 'Nagaland',
    postalCode: '797112',
    country: 'India',
  },
  email: 'office@lightridge-hss.edu.in',
  admissionsEmail: 'admissions@lightridge-hss.edu.in',
  academicOfficeEmail: 'academics@lightridge-hss.edu.in',
  phones: ['+91 3862 224 150', '+91 94361 00472'],
  officeHours: [
    { days: 'Mon-Fri', hours: '8:00 AM-4:00 PM' },
    { days: 'Saturday', hours: '8:00 AM-12:00 PM' },
  ],
  leaders: {
    chairman: { name: 'Dr. Kevizo Angami', title: 'Chairman' },
    principal: { name: 'Mrs. Akala Jamir', title: 'Principal' },
    administrator: { name: 'Mr. Temjen Ao', title: 'Administrator' },
  },
} as const

export const limits = {
  maxUploadBytes: 5_242_880,
  acceptedUploadTypes: ['application/pdf', 'image/jpeg', 'image/png'],
  minNameLength: 2,
  minAddressLength: 5,
  minPhoneLength: 10,
  dobMinYear: 1900,
  generatedPasswordLength: 10,
  admissionsReplyTime: '5-7 working days',
  documentSubmissionDays: 7,
  applicationFee: 0,
  sampleTerm2FeeDeadline: '25 June',
} as const

export const timing = {
  splashMs: 1500,
  carouselIntervalMs: 5000,
  carouselFadeMs: 1000,
  carouselInViewThreshold: 0.1,
  admissionsCarouselImages: 3,
  toastDurationMs: 4000,
  toastVisible: 3,
  toastWidthPx: 356,
  toastSwipeThresholdPx: 20,
  admissionSuccessToastMs: 3000,
  admissionErrorToastMs: 5000,
  errorToastPerMessagePerMinute: 3,
  errorToastDecayMs: 5000,
  networkErrorToastBucketMs: 5 * 60_000,
  duplicateErrorSuppressionMs: 5000,
  announcementScrollS: 20,
  announcementExpandS: 0.3,
  viewerControlsHideMs: 3000,
  slideshowMs: 3000,
  sessionRefreshTickMs: 30_000,
  sessionRefreshThresholdTicks: 3,
} as const

export const paging = {
  albums: 9,
  videos: 12,
  defaultList: 12,
  maxPageButtons: 5,
  homeNews: 3,
  homeEvents: 3,
} as const

export const viewer = {
  zoomMin: 0.5,
  zoomMax: 3,
  zoomStep: 0.25,
  rotateStep: 90,
} as const

export const headerNotificationBadge = 2

export const appConfig = { school, limits, timing, paging, viewer, headerNotificationBadge } as const
export type AppConfig = typeof appConfig
