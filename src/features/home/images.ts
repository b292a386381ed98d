// The home page's pictures from the public website-images bucket (docs/product.md, Home page), served by /files.
export type CarouselImage = { src: string; alt: string; caption?: string }

const websiteImage = (name: string, alt: string, caption: string): CarouselImage => ({
  src: `/files/website-images/${name}.png`,
  alt,
  caption,
})

export const studentsAndTeachers = websiteImage(
  'students-and-teachers',
  'Students in uniform wave with two teachers on the path in front of the school building, the national flag flying beside it.',
  'Our school family on the front lawn',
)

export const plantingActivity = websiteImage(
  'planting-activity',
  'Students plant and water saplings in rows of earth while a teacher points the way, with hills and bamboo behind them.',
  'Eco club planting drive',
)

export const culturalPerformance = websiteImage(
  'cultural-performance',
  'Students in Naga costumes and feathered headgear dance on a lit stage in front of an audience.',
  'Cultural evening on the school stage',
)

export const traditionalDress = websiteImage(
  'traditional-dress',
  'Students in traditional Naga shawls and headgear stand before a thatched morung under festive bunting.',
  'Traditional Dress Day',
)

/** The hero carousel, in order; the admissions page shows the first 3. */
export const heroImages: readonly CarouselImage[] = [
  studentsAndTeachers,
  culturalPerformance,
  plantingActivity,
  traditionalDress,
]
