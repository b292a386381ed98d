// The home page's pictures from the public website-images bucket (SPEC.md "Home page"), served by /files.
export type CarouselImage = { src: string; alt: string; caption?: string }

const websiteImage = (name: string) => `/files/website-images/${name}.png`

export const studentsAndTeachers: CarouselImage = {
  src: websiteImage('students-and-teachers'),
  alt: 'Students in uniform wave with two teachers on the path in front of the school building, the national flag flying beside it.',
  caption: 'Our school family on the front lawn',
}

export const plantingActivity: CarouselImage = {
  src: websiteImage('planting-activity'),
  alt: 'Students plant and water saplings in rows of earth while a teacher points the way, with hills and bamboo behind them.',
  caption: 'Eco club planting drive',
}

export const culturalPerformance: CarouselImage = {
  src: websiteImage('cultural-performance'),
  alt: 'Students in Naga costumes and feathered headgear dance on a lit stage in front of an audience.',
  caption: 'Cultural evening on the school stage',
}

export const traditionalDress: CarouselImage = {
  src: websiteImage('traditional-dress'),
  alt: 'Students in traditional Naga shawls and headgear stand before a thatched morung under festive bunting.',
  caption: 'Traditional Dress Day',
}

/** The hero carousel, in order; the admissions page shows the first 3 (SPEC.md section 9). */
export const heroImages: readonly CarouselImage[] = [studentsAndTeachers, culturalPerformance, plantingActivity, traditionalDress]
