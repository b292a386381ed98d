// The school's identity and business constants. Another school rebrands by
// editing this one file. (TanStack Start no longer reads app.config.ts; the
// build lives in vite.config.ts. See docs/decisions/0002-app-config-for-school-identity.md.)

export const school = {
  name: 'Lightridge Higher Secondary School',
  shortName: 'Lightridge HSS',
  motto: 'Light to Life',
  footerMotto: 'Light To Life',
  tagline: 'Nurturing curious minds in the heart of Nagaland',
  // The school's old texts give 2000 and 2002; we read 2000 as the founding year and use it everywhere.
  foundedYear: 2000,
  affiliation: {
    board: 'Nagaland Board of School Education (NBSE)',
    boardShort: 'NBSE',
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
  /** School dates (calendar, notices, event times) are read on the school's clock, on the server and in every browser. */
  timeZone: 'Asia/Kolkata',
  /** The honorific is kept apart so avatars show the person's own initials. */
  leaders: {
    chairman: {
      honorific: 'Dr.',
      name: 'Kevizo Angami',
      title: 'Chairman',
      bio: 'A founder of the school and a former teacher of English, he has guided its growth from four classrooms to a full higher secondary school.',
    },
    principal: {
      honorific: 'Mrs.',
      name: 'Akala Jamir',
      title: 'Principal',
      bio: 'An educator for over twenty years, with an M.A. in Education and a B.Ed., she leads the academic life of the school and its teachers.',
    },
    administrator: {
      honorific: 'Mr.',
      name: 'Temjen Ao',
      title: 'Administrator',
      bio: 'He looks after admissions, fees, transport and the campus, and makes sure families get a quick and clear answer from the office.',
    },
  },
} as const

export type Leader = (typeof school.leaders)[keyof typeof school.leaders]

/**
 * Children's and families' data (India's Digital Personal Data Protection Act 2023): who answers a family's
 * questions and requests, and how long the school keeps what. The privacy notice (/privacy) is written from these.
 */
export const dataProtection = {
  grievanceOfficer: {
    name: 'Mr. Temjen Ao',
    role: 'Administrator',
    email: 'privacy@lightridge-hss.edu.in',
    phone: '+91 3862 224 150',
  },
  /** A request for a copy, a correction or a deletion is answered within this many days. */
  responseDays: 30,
  /** Documents of applicants who were not admitted are deleted this many months after the session starts. */
  unadmittedDocumentsMonths: 6,
  /** Fee receipts and accounts are kept this many years, as accounting law requires. */
  accountsYears: 8,
} as const

/** Online fee payments: how the server settles orders whose webhook and browser return never came. */
export const onlinePayments = {
  /** The reconciler runs at start-up and then this often. */
  reconcileEveryMinutes: 5,
  /** An order still open this long after it was started is asked about at the gateway. */
  reconcileAfterMinutes: 10,
  /** Orders that failed or expired are asked about again for this long (a parent may still pay them). */
  reconcileLookbackHours: 24,
  /** A stored webhook event still not applied this long after it came (the process stopped first) is applied by the reconciler. */
  applyPendingEventsAfterMinutes: 2,
  /** Webhook deliveries one address may make per minute (Razorpay sends a few per payment, and retries). */
  webhooksPerMinutePerAddress: 300,
} as const

/** The story and purpose of the school: the About page and the School Details page. */
export const about = {
  history: [
    `${school.name} opened its doors in ${school.foundedYear} on Circular Road, Duncan Basti, with four classrooms, ninety-two children and eight teachers. The founders, a group of Dimapur parents and retired educators, wanted a school where every child would be known by name.`,
    'The primary block and the library came first, then the science laboratories in 2008 and the higher secondary stage, with Science, Commerce and Arts streams, in 2012. The playground, the auditorium and the new library wing followed as the school grew to more than a thousand students.',
    `Through all of it the promise has stayed the same: sound learning, good character and pride in the many cultures of Nagaland, in the spirit of our motto, '${school.motto}'.`,
  ],
  mission:
    'To give every child, from nursery to Class XII, a caring and challenging education that builds knowledge, character and confidence, and that prepares them to serve their families, Nagaland and the wider world.',
  vision:
    'A school where curiosity is welcomed, every learner is known and encouraged, and young people leave as thoughtful, capable and kind citizens who carry light into the lives of others.',
  facilities: {
    academic: [
      'Smart classrooms with projectors',
      'Physics, Chemistry and Biology laboratories',
      'Computer laboratory with 40 systems',
      'Library wing with more than 3,000 books',
      'Mathematics and language activity rooms',
      'Art and music rooms',
    ],
    sports: [
      'Football ground',
      'Basketball and volleyball courts',
      'Athletics track',
      'Indoor badminton and table tennis',
      'Yoga and fitness hall',
      'Chess and carrom room',
    ],
  },
  /** The School Details page states 14 clubs but lists 6. */
  clubs: {
    statedCount: 14,
    listed: ['Eco Club', 'Science Club', 'Literary and Debate Club', 'Music Club', 'Art and Craft Club', 'Sports Club'],
  },
} as const

/** The leaders' messages: an excerpt for the home page, and the full letter (leaderLetters) for their own pages. */
export const leaderMessages = {
  principal: {
    heading: "Principal's Desk",
    excerpt:
      'A school is measured not only by its results but by the confidence, kindness and curiosity of the young people it sends into the world. Every day we work to light that path for each child in our care.',
  },
  chairman: {
    heading: "Chairman's Message",
    excerpt: `Since ${school.foundedYear} our school has grown with the families of Dimapur who trusted us with their children. Our promise remains the same: sound learning, good character and a love of Nagaland's heritage.`,
  },
} as const

/** The leaders' full letters, on the Principal's and Chairman's Message pages. */
export const leaderLetters = {
  principal: {
    letter: [
      'Dear parents, students and friends of the school,',
      `A school is measured not only by its results but by the confidence, kindness and curiosity of the young people it sends into the world. At ${school.name} we work every day to light that path, from the first morning of nursery to the last paper of Class XII.`,
      'Our teachers know each child by name. They notice when a student is struggling and when a student is ready for more, and they give both the time they need. Small classes, regular assessments and remedial support help every learner keep pace, while clubs, sports and the arts make room for the talents that examinations cannot measure.',
      'We ask a great deal of our students: honesty, hard work and respect for others. In return we promise a safe, warm and orderly school where questions are welcome and mistakes are part of learning.',
      'I invite you to visit us, to meet our teachers and to see our students at work and at play. Our door is always open.',
    ],
    signOff: 'With warm regards,',
  },
  chairman: {
    letter: [
      'Dear members of the school family,',
      `Since ${school.foundedYear} our school has grown with the families of Dimapur who trusted us with their children. What began with a handful of classrooms is today a full higher secondary school with laboratories, a library wing, an auditorium and playing fields, and more than a thousand students.`,
      `Our promise remains the same: sound learning, good character and a love of Nagaland's heritage, in the spirit of '${school.motto}'. We want our students to do well in their examinations, and we want them just as much to be honest, generous and proud of where they come from.`,
      'The management will keep investing in good teachers, safe buildings and modern facilities, and will keep our fees within the reach of ordinary families.',
      'I thank our parents for their trust, our teachers for their dedication and our students for the joy they bring to the campus every day.',
    ],
    signOff: 'With best wishes,',
  },
} as const

/** The syllabus page lists Classes I to X. */
export const syllabusClasses = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'] as const

/** Admission eligibility and documents (informational). */
export const admissionInfo = {
  eligibilityCutoff: '31 March of the academic year',
  minimumAges: [
    { level: 'Nursery', age: 3 },
    { level: 'LKG', age: 4 },
    { level: 'UKG', age: 5 },
  ],
  classOneAndAbove: [
    'Completion of the previous class with satisfactory records',
    'An entrance test',
    'Seat availability',
  ],
  mandatoryDocuments: ['Birth certificate (original and photocopy)', 'National ID card (photocopy)'],
  otherDocuments: [
    'Transfer certificate (Class 1 and above)',
    'Previous report card',
    'Two passport-size photographs',
    'Residential proof',
  ],
} as const

export const limits = {
  maxUploadBytes: 5_242_880,
  /** A gallery video uploaded here (MP4 or WebM): 50 MB, about five minutes of 720p. Longer films belong on YouTube. */
  maxVideoUploadBytes: 52_428_800,
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

/**
 * Teaching, attendance and results (docs/academics.md). The academic year runs 1 April to 31 March (the fee portal's
 * years); its terms are given by month and day.
 */
export const academics = {
  terms: [
    { key: 'term1', name: 'Term 1', from: '04-01', to: '09-30' },
    { key: 'term2', name: 'Term 2', from: '10-01', to: '03-31' },
  ],
  /** A student below this attendance (percent, for the term or the year) is on the attendance report's list. */
  attendanceThresholdPercent: 75,
  /** Each class's register should be taken by this time of the school day (24-hour HH:MM on the school's clock). */
  attendanceDueBy: '12:00',
  /** What a teacher's class list shows of each student's guardians (the admin's list always shows everything). */
  teacherClassList: { guardianPhones: true, guardianEmails: false },
  /**
   * NBSE-style grades: a subject's or the whole result's percentage falls in the first band whose `min` it reaches.
   * A subject is passed at `passPercent` of its maximum; the result is a pass when every subject is.
   */
  gradeScale: {
    name: 'NBSE',
    passPercent: 33,
    bands: [
      { min: 91, grade: 'A1', label: 'Outstanding' },
      { min: 81, grade: 'A2', label: 'Excellent' },
      { min: 71, grade: 'B1', label: 'Very good' },
      { min: 61, grade: 'B2', label: 'Good' },
      { min: 51, grade: 'C1', label: 'Above average' },
      { min: 41, grade: 'C2', label: 'Average' },
      { min: 33, grade: 'D', label: 'Pass' },
      { min: 0, grade: 'E', label: 'Needs improvement' },
    ],
  },
  /** Whether report cards and results show each student's rank in the class section. */
  showRank: true,
} as const

export const viewer = {
  zoomMin: 0.5,
  zoomMax: 3,
  zoomStep: 0.25,
  rotateStep: 90,
} as const

/** The school's mark: a lamp of learning over an open book on a navy shield. Drawn by the site header and on printed receipts. */
export const logoMark = {
  width: 48,
  height: 56,
  shapes: [
    { d: 'M24 2 4 9v17c0 13.5 8.6 23.8 20 28 11.4-4.2 20-14.5 20-28V9L24 2Z', fill: '#17325c' },
    { d: 'M24 6.3 8 11.9V26c0 11.2 6.8 19.8 16 23.6 9.2-3.8 16-12.4 16-23.6V11.9L24 6.3Z', fill: '#1b3f76' },
    { d: 'M24 12c3.6 4.2 5.4 7.6 5.4 10.4a5.4 5.4 0 0 1-10.8 0C18.6 19.6 20.4 16.2 24 12Z', fill: '#f5b324' },
    { d: 'M24 17.5c1.6 2 2.3 3.5 2.3 4.8a2.3 2.3 0 0 1-4.6 0c0-1.3.7-2.8 2.3-4.8Z', fill: '#fff9eb' },
    {
      d: 'M14 32.5c3.4-1.6 6.8-1.6 10 .6 3.2-2.2 6.6-2.2 10-.6v8.2c-3.4-1.6-6.8-1.6-10 .6-3.2-2.2-6.6-2.2-10-.6v-8.2Z',
      fill: '#fff',
    },
    { d: 'M24 33.1v8.2', stroke: '#17325c', strokeWidth: 1.2 },
    { d: 'M17 29.6h14', stroke: '#f5b324', strokeWidth: 1.6, round: true },
  ],
} as const satisfies {
  width: number
  height: number
  shapes: readonly { d: string; fill?: string; stroke?: string; strokeWidth?: number; round?: boolean }[]
}
