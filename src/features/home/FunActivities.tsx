import { Link } from '@tanstack/react-router'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { ArrowRightIcon } from '~/components/ui/icons'
import { FallbackImage } from './FallbackImage'
import { culturalPerformance, plantingActivity, studentsAndTeachers, traditionalDress } from './images'

const featured = [
  {
    ...culturalPerformance,
    title: 'Cultural Performance',
    text: 'Folk dances of the Naga tribes light up our Annual Day stage.',
    span: 'lg:col-span-2 lg:row-span-2',
  },
  {
    ...plantingActivity,
    title: 'Planting Activity',
    text: 'The eco club and NSS plant and care for saplings around the campus.',
    span: 'lg:col-span-2',
  },
] as const

const photos = [studentsAndTeachers, traditionalDress] as const

/** Two featured images with captions, plus two fixed photos. */
export function FunActivities() {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:auto-rows-[15rem] lg:grid-cols-4 lg:gap-5">
        {featured.map((item) => (
          <figure
            key={item.src}
            className={cx(
              'group relative aspect-[16/10] overflow-hidden rounded-2xl bg-brand-100 shadow-sm sm:col-span-2 lg:aspect-auto',
              item.span,
            )}
          >
            <FallbackImage
              src={item.src}
              alt={item.alt}
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="absolute inset-0 size-full object-cover transition duration-500 group-hover:scale-105"
            />
            <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-brand-950/90 via-brand-950/55 to-transparent p-5 pt-12 text-white">
              <p className="font-display text-xl font-bold">{item.title}</p>
              <p className="mt-1 text-sm text-white/90 sm:text-base">{item.text}</p>
            </figcaption>
          </figure>
        ))}
        {photos.map((photo) => (
          <div
            key={photo.src}
            className="relative aspect-[16/10] overflow-hidden rounded-2xl bg-brand-100 shadow-sm lg:aspect-auto"
          >
            <FallbackImage
              src={photo.src}
              alt={photo.alt}
              sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
              className="absolute inset-0 size-full object-cover"
            />
          </div>
        ))}
      </div>
      <Link to="/gallery" className={buttonStyles('outline', 'md', 'mt-8')}>
        See more in the School Gallery
        <ArrowRightIcon className="size-4" />
      </Link>
    </>
  )
}
