import { Link } from '@tanstack/react-router'
import { ArrowRightIcon, StarIcon } from '~/components/ui/icons'
import { formatLongDate } from '~/shared/dates'
import { NewsImage } from './NewsImage'

export type NewsPreview = {
  id: string
  title: string
  excerpt: string
  imageUrl: string | null
  publishedAt: Date
  isFeatured: boolean
}

/** A news preview: picture, date, title and three lines of plain text (the news clamp). */
export function NewsCard({ item, headingLevel = 3 }: { item: NewsPreview; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const
  return (
    <article
      data-news-card=""
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition focus-within:ring-2 focus-within:ring-gold-400 hover:-translate-y-0.5 hover:shadow-md"
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-brand-50">
        <NewsImage src={item.imageUrl} alt="" className="size-full transition duration-500 group-hover:scale-105" />
        {item.isFeatured && (
          <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-gold-400 px-2.5 py-1 text-xs font-bold text-brand-950 shadow">
            <StarIcon className="size-3.5" />
            Featured
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm font-semibold text-gold-700">
          <time dateTime={item.publishedAt.toISOString()}>{formatLongDate(item.publishedAt)}</time>
        </p>
        <Heading className="mt-2 font-display text-xl leading-snug font-bold text-brand-900">
          {/* The whole card is the link's target area; the title names it. */}
          <Link
            to="/news/$id"
            params={{ id: item.id }}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {item.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-slate-700">{item.excerpt}</p>
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-1.5 pt-4 text-sm font-semibold text-brand-700 group-hover:text-brand-900"
        >
          Read more
          <ArrowRightIcon className="size-4 transition group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  )
}
