import { CalendarIcon } from '~/components/ui/icons'
import { formatGalleryDate } from '~/shared/gallery-mapping'

/** A gallery album's or video's date after a calendar icon, as on its card and the album's page. */
export function GalleryDate({ date, iconClassName }: { date: Date; iconClassName: string }) {
  return (
    <>
      <CalendarIcon className={iconClassName} />
      <time dateTime={date.toISOString()}>{formatGalleryDate(date)}</time>
    </>
  )
}
