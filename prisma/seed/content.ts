// The demo content: news, events, albums and videos of a school in Dimapur, Nagaland.
// Dates are offsets from the moment of seeding so "upcoming" events stay upcoming on a fresh demo.
import type { SceneName } from './drawing'

export const announcementMessage =
  'Admissions are open for the 2027-28 session. Apply online or visit the school office, Mon-Fri 8:00 AM-4:00 PM.'

/** Keys of the generated home-page images in the website-images bucket (docs/product.md, Home page). */
export const homeImages = [
  { name: 'students-and-teachers', scene: 'students-and-teachers' },
  { name: 'planting-activity', scene: 'planting' },
  { name: 'cultural-performance', scene: 'stage' },
  { name: 'traditional-dress', scene: 'traditional-dress' },
] as const satisfies ReadonlyArray<{ name: string; scene: SceneName }>

export interface DemoAlbum {
  slug: string
  title: string
  description: string
  daysAgo: number
  /** Scenes drawn in turn for the album's images. */
  scenes: readonly SceneName[]
  captions: readonly string[]
  /** False for the one album left without a cover: the gallery fills it from the first image. */
  withCover: boolean
}

export const albums: readonly DemoAlbum[] = [
  {
    slug: 'annual-sports-day',
    title: 'Annual Sports Day',
    description: 'Sprints, relays and a tug-of-war final between the four houses on the school playground.',
    daysAgo: 9,
    scenes: ['sports-day'],
    captions: [
      '100 m sprint, senior girls',
      'House captains lead the relay',
      'Junior boys 50 m dash',
      'Crossing the finish line',
      'Final lap of the 4 x 100 m',
      'Cheering from the house tents',
      'Middle school hurdles',
      'Staff race',
    ],
    withCover: true,
  },
  {
    slug: 'science-exhibition',
    title: 'Science Exhibition',
    description: 'Working models, experiments and charts by students of Classes VI to XII.',
    daysAgo: 6,
    scenes: ['science-fair'],
    captions: [
      'The volcano model erupts',
      'A solar system to scale',
      'Simple circuits, bright ideas',
      'Judges at the biology table',
      'Explaining water purification',
      'Best exhibit, senior section',
    ],
    withCover: true,
  },
  {
    slug: 'hornbill-festival-field-trip',
    title: 'Hornbill Festival Field Trip',
    description:
      'Class IX and X at Kisama Heritage Village: warrior dances, log drums and traditional attire of the Naga tribes.',
    daysAgo: 24,
    scenes: ['festival-dance', 'traditional-dress'],
    captions: [
      'Warrior dance at the morung',
      'Shawls of many tribes',
      'Dancers in feathered headgear',
      'Meeting the artisans',
      'Folk dance in the arena',
      'Our students in traditional dress',
      'Evening at the heritage village',
    ],
    withCover: true,
  },
  {
    slug: 'annual-day-cultural-evening',
    title: 'Annual Day Cultural Evening',
    description: 'Songs, dances and a play in the school auditorium, with parents in the audience.',
    daysAgo: 38,
    scenes: ['stage'],
    captions: [
      'Opening dance',
      'Naga folk dance by Class VIII',
      'Group song by the primary section',
      'The finale',
      'Bamboo dance',
      'Curtain call',
    ],
    withCover: true,
  },
  {
    slug: 'tree-plantation-drive',
    title: 'Tree Plantation Drive',
    description: 'The eco club planted saplings of gulmohar, teak and bamboo along Circular Road.',
    daysAgo: 15,
    scenes: ['planting'],
    captions: [
      'First saplings in the ground',
      'Watering the new row',
      'Eco club volunteers',
      'Teachers lend a hand',
      'The finished row',
    ],
    withCover: false,
  },
  {
    slug: 'inter-school-football-cup',
    title: 'Inter-School Football Cup',
    description: 'Our under-17 team won the Dimapur inter-school cup 2-1 in the final.',
    daysAgo: 30,
    scenes: ['football'],
    captions: [
      'Kick-off in the final',
      'The winning goal',
      'Defence holds firm',
      'Captain Temsu on the ball',
      'Celebrations after the whistle',
      'Team photo with the cup',
    ],
    withCover: true,
  },
  {
    slug: 'library-week',
    title: 'Library Week',
    description: 'Reading hours, a book fair and a storytelling session in the new library wing.',
    daysAgo: 50,
    scenes: ['library'],
    captions: [
      'Silent reading hour',
      'The new library wing',
      'Book fair favourites',
      'Storytelling for juniors',
      'Reference section',
    ],
    withCover: true,
  },
  {
    slug: 'art-and-craft-workshop',
    title: 'Art and Craft Workshop',
    description: 'Landscapes of the Naga hills in watercolour, led by a visiting artist from Kohima.',
    daysAgo: 62,
    scenes: ['art-class'],
    captions: ['Painting the hills', 'Colours of Dzükou', 'Our young artists', 'Work in progress', 'The art room wall'],
    withCover: true,
  },
  {
    slug: 'independence-day',
    title: 'Independence Day',
    description: 'Flag hoisting, the national anthem and a march past by the four houses.',
    daysAgo: 75,
    scenes: ['assembly', 'students-and-teachers'],
    captions: [
      'Flag hoisting by the Principal',
      'Students and staff on the lawn',
      'Salute to the tricolour',
      'House march past',
      'Sweets for everyone',
    ],
    withCover: true,
  },
  {
    slug: 'classroom-moments',
    title: 'Classroom Moments',
    description: 'An ordinary day at Lightridge: lessons, questions and a lot of raised hands.',
    daysAgo: 90,
    scenes: ['classroom'],
    captions: ['Geometry with Class VII', 'Who knows the answer?', 'Biology diagrams', 'Morning lesson'],
    withCover: true,
  },
  {
    slug: 'dzukou-valley-excursion',
    title: 'Excursion to Dzükou Valley',
    description: 'Class XI trekked to Dzükou Valley with their teachers: rolling hills and wild lilies.',
    daysAgo: 110,
    scenes: ['excursion'],
    captions: [
      'Setting off from Viswema',
      'On the ridge',
      'Lunch break in the valley',
      'Wild flowers everywhere',
      'The way back',
      'Tired but happy',
    ],
    withCover: true,
  },
  {
    slug: 'christmas-carol-night',
    title: 'Christmas Carol Night',
    description: 'Carols by candlelight on the school lawn, with families from Duncan Basti.',
    daysAgo: 130,
    scenes: ['carol-night'],
    captions: ['Carols by candlelight', 'The school choir', 'Lights on the lawn', 'Silent night', 'Families join in'],
    withCover: true,
  },
]

export interface DemoNews {
  slug: string
  title: string
  content: string
  daysAgo: number
  featured: boolean
  /** A home image name, or "<album slug>#<image number>". */
  image: string
}

export const news: readonly DemoNews[] = [
  {
    slug: 'admissions-2027-28',
    title: 'Admissions open for the 2027-28 session',
    daysAgo: 2,
    featured: true,
    image: 'students-and-teachers',
    content:
      '<p>Lightridge Higher Secondary School invites applications for the <strong>2027-28 academic session</strong>. Seats are available in:</p>' +
      '<ul><li>Nursery to Class V</li><li>Classes VI to IX</li><li>Class XI (Science, Commerce and Arts)</li></ul>' +
      '<p>Apply through the <a href="/online-admissions">online admission form</a>. There is no application fee. ' +
      'The admissions office replies within 5-7 working days; original documents are checked within 7 days of an offer.</p>',
  },
  {
    slug: 'state-science-congress',
    title: 'Students shine at the Nagaland State Science Congress',
    daysAgo: 6,
    featured: true,
    image: 'science-exhibition#1',
    content:
      '<p>Our Class XI team of <strong>Imli Longkumer</strong>, <strong>Rahul Das</strong> and <strong>Sentila Jamir</strong> won first prize in the senior category ' +
      'at the Nagaland State Science Congress in Kohima for their low-cost water filter built from bamboo charcoal.</p>' +
      '<p>The project now goes to the national round. Congratulations to the team and to their guide, Mrs. Neikedolie Khate.</p>',
  },
  {
    slug: 'tree-plantation',
    title: '150 saplings planted along Circular Road',
    daysAgo: 13,
    featured: false,
    image: 'planting-activity',
    content:
      '<p>The eco club and the NSS unit planted 150 saplings of gulmohar, teak and bamboo along Circular Road and around the playground. ' +
      'Each class has adopted a row and will water it through the dry months.</p>',
  },
  {
    slug: 'board-results',
    title: 'Board results: 98% pass in Class X and XII',
    daysAgo: 22,
    featured: false,
    image: 'classroom-moments#2',
    content:
      '<p>We are proud of our students in the NBSE examinations:</p>' +
      '<ul><li>Class X: 98.4% pass, 41 distinctions</li><li>Class XII Science: 100% pass</li><li>Class XII Commerce and Arts: 97.1% pass</li></ul>' +
      '<p>Special mention to <strong>Akala Sangtam</strong>, who placed in the state top 20.</p>',
  },
  {
    slug: 'football-cup',
    title: 'Under-17 footballers win the Dimapur Inter-School Cup',
    daysAgo: 30,
    featured: false,
    image: 'inter-school-football-cup#2',
    content:
      '<p>Our under-17 team beat last year\u2019s champions 2-1 in a tense final at the District Sports Ground. ' +
      'Captain Temsu Walling scored the winner in the 78th minute.</p>',
  },
  {
    slug: 'library-wing',
    title: 'New library wing opens with 3,000 books',
    daysAgo: 47,
    featured: false,
    image: 'library-week#2',
    content:
      '<p>The new library wing is open from 8:00 AM to 4:00 PM on school days. It holds <strong>3,000 books</strong>, ' +
      'newspapers in English and Nagamese, and a quiet reading room for Classes IX to XII.</p>',
  },
  {
    slug: 'hornbill-trip',
    title: 'Field trip to the Hornbill Festival at Kisama',
    daysAgo: 61,
    featured: false,
    image: 'traditional-dress',
    content:
      '<p>Classes IX and X spent a day at Kisama Heritage Village during the Hornbill Festival, learning about the dances, crafts and dress of the Naga tribes. ' +
      'See the photos in our <a href="/gallery">gallery</a>.</p>',
  },
  {
    slug: 'ptm-term-2',
    title: 'Parent-teacher meetings for Term 2',
    daysAgo: 80,
    featured: false,
    image: 'independence-day#2',
    content:
      '<p>Parent-teacher meetings for Term 2 will be held class by class in the main hall:</p>' +
      '<ul><li>Nursery to Class V: Saturday, 9:00 AM to 12:00 PM</li><li>Classes VI to XII: the following Saturday, 9:00 AM to 12:00 PM</li></ul>' +
      '<p>Report cards are handed to parents at the meeting.</p>',
  },
]

export interface DemoEvent {
  slug: string
  title: string
  description: string
  /** Days from the seeding date (negative = past). */
  days: number
  /** Local time in Dimapur (IST), HH:MM. */
  time: string
  location: string
  featured: boolean
}

export const events: readonly DemoEvent[] = [
  {
    slug: 'athletics-meet',
    title: 'Inter-House Athletics Meet',
    description: 'Track and field events for all four houses.',
    days: -40,
    time: '08:30',
    location: 'School Playground',
    featured: false,
  },
  {
    slug: 'ptm-senior',
    title: 'Parent-Teacher Meeting: Classes IX to XII',
    description: 'Progress reports and one-to-one meetings with subject teachers.',
    days: -18,
    time: '10:00',
    location: 'Main Hall',
    featured: false,
  },
  {
    slug: 'science-exhibition',
    title: 'Science Exhibition',
    description: 'Working models and experiments by Classes VI to XII, open to parents.',
    days: -6,
    time: '10:00',
    location: 'Science Block',
    featured: false,
  },
  {
    slug: 'open-house',
    title: 'Admissions Open House 2027-28',
    description: 'Meet the Principal and teachers, tour the campus and ask about admissions for 2027-28.',
    days: 5,
    time: '10:00',
    location: 'Main Hall, Lightridge HSS',
    featured: true,
  },
  {
    slug: 'debate',
    title: 'Inter-School Debate Competition',
    description: 'Schools from Dimapur and Chümoukedima debate "Technology in the classroom".',
    days: 12,
    time: '14:30',
    location: 'School Auditorium',
    featured: false,
  },
  {
    slug: 'sports-day',
    title: 'Annual Sports Day',
    description: 'March past, races and the tug-of-war final. Parents are welcome.',
    days: 30,
    time: '09:00',
    location: 'School Playground, Duncan Basti',
    featured: true,
  },
  {
    slug: 'dzukou-trip',
    title: 'Class XI Excursion to Dzükou Valley',
    description: 'A day trek with teachers; consent forms are due a week before.',
    days: 45,
    time: '06:30',
    location: 'Departs from the school gate',
    featured: false,
  },
  {
    slug: 'annual-day',
    title: 'Annual Day and Cultural Evening',
    description: 'Prize distribution followed by songs, dances and a play by our students.',
    days: 70,
    time: '16:00',
    location: 'School Auditorium',
    featured: false,
  },
]

export interface DemoVideo {
  slug: string
  title: string
  description: string
  /** A YouTube id (11 characters) or a shipped clip in prisma/seed/assets/videos. */
  source: { youtube: string; form: 'watch' | 'short' } | { file: string }
  duration: string
  daysAgo: number
  /** Scene used for the generated thumbnail. */
  scene: SceneName
}

// The YouTube ids are well-formed placeholders for the demo; the two shipped clips play offline.
export const videos: readonly DemoVideo[] = [
  {
    slug: 'campus-tour',
    title: 'A walk around our campus',
    description: 'Classrooms, labs, library and playground in two minutes.',
    source: { file: 'campus-tour.mp4' },
    duration: '0:12',
    daysAgo: 3,
    scene: 'students-and-teachers',
  },
  {
    slug: 'sports-day-highlights',
    title: 'Sports Day highlights',
    description: 'Relays, sprints and the tug-of-war final.',
    source: { youtube: 'Lr4kq9XvB2s', form: 'watch' },
    duration: '4:12',
    daysAgo: 8,
    scene: 'sports-day',
  },
  {
    slug: 'hornbill-dance',
    title: 'Warrior dance at Kisama',
    description: 'Our students watch a warrior dance at the Hornbill Festival.',
    source: { youtube: 'Hn7bT2wQx0e', form: 'short' },
    duration: '3:45',
    daysAgo: 20,
    scene: 'festival-dance',
  },
  {
    slug: 'science-models',
    title: 'Science Exhibition walk-through',
    description: 'Students explain their working models.',
    source: { youtube: 'Sc1eNc3Fa1r', form: 'watch' },
    duration: '6:08',
    daysAgo: 6,
    scene: 'science-fair',
  },
  {
    slug: 'annual-day-finale',
    title: 'Annual Day finale',
    description: 'The closing dance of the cultural evening.',
    source: { youtube: 'Ad9Fin4leX7', form: 'watch' },
    duration: '5:30',
    daysAgo: 37,
    scene: 'stage',
  },
  {
    slug: 'plantation-timelapse',
    title: 'Plantation drive in 60 seconds',
    description: 'A morning of planting, sped up.',
    source: { file: 'plantation-drive.mp4' },
    duration: '0:10',
    daysAgo: 14,
    scene: 'planting',
  },
  {
    slug: 'football-final',
    title: 'Inter-School Cup final: the winning goal',
    description: 'The 78th-minute winner against last year\u2019s champions.',
    source: { youtube: 'Fb2Goal78mN', form: 'short' },
    duration: '1:58',
    daysAgo: 29,
    scene: 'football',
  },
  {
    slug: 'carols',
    title: 'Christmas carols by candlelight',
    description: 'The school choir sings on the lawn.',
    source: { youtube: 'Cr0lN1ght5Q', form: 'watch' },
    duration: '8:20',
    daysAgo: 128,
    scene: 'carol-night',
  },
  {
    slug: 'library-tour',
    title: 'Inside the new library wing',
    description: 'A tour with our librarian.',
    source: { youtube: 'Lb7Wng3000b', form: 'watch' },
    duration: '2:47',
    daysAgo: 46,
    scene: 'library',
  },
  {
    slug: 'art-workshop',
    title: 'Painting the Naga hills',
    description: 'Watercolour landscapes at the art workshop.',
    source: { youtube: 'Ar8tKhm2Pq4', form: 'short' },
    duration: '3:05',
    daysAgo: 61,
    scene: 'art-class',
  },
  {
    slug: 'independence-day',
    title: 'Independence Day flag hoisting',
    description: 'Flag hoisting and the national anthem.',
    source: { youtube: 'Id15Aug1947', form: 'watch' },
    duration: '2:15',
    daysAgo: 74,
    scene: 'assembly',
  },
  {
    slug: 'dzukou-trek',
    title: 'Trek to Dzükou Valley',
    description: 'Class XI on the trail from Viswema.',
    source: { youtube: 'Dz0kVa11eyT', form: 'watch' },
    duration: '7:42',
    daysAgo: 108,
    scene: 'excursion',
  },
  {
    slug: 'traditional-dress-day',
    title: 'Traditional Dress Day',
    description: 'Students and teachers in the attire of their tribes.',
    source: { youtube: 'Td3Ss6NagaW', form: 'short' },
    duration: '3:33',
    daysAgo: 55,
    scene: 'traditional-dress',
  },
  {
    slug: 'classroom-day',
    title: 'A day in Class VII',
    description: 'From morning assembly to the last bell.',
    source: { youtube: 'Cl7DayInL1f', form: 'watch' },
    duration: '4:50',
    daysAgo: 88,
    scene: 'classroom',
  },
]
