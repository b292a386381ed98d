import { proseClass } from '~/components/ui/prose'
import { Link } from '@tanstack/react-router'
import { formatLongDate } from '~/shared/dates'
import { unpublishedNote, type PublishState } from '~/shared/publishing'
import { ArrowLeftIcon, CalendarIcon } from '~/components/ui/icons'
import { NewsImage } from './NewsImage'

export type NewsArticleData = {
  id: string
  title: string
  content: string
  imageUrl: string | null
  publishedAt: Date
  author: string | null
  /** Only staff are ever sent a draft or a scheduled item (news.byId); visitors get 404. */
  state?: PublishState | null
}

/** /news/{id}: one item in full. Its markup was sanitized on the server (src/server/content/sanitize.ts). */
export function NewsArticle({ item }: { item: NewsArticleData }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <UnpublishedNote item={item} />
      <div className="overflow-hidden rounded-2xl bg-brand-50 shadow-md">
        <NewsImage
          src={item.imageUrl}
          alt=""
          eager
          sizes="(min-width: 768px) 768px, 100vw"
          className="aspect-[16/9] w-full"
        />
      </div>
      <p className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm font-semibold text-slate-600">
        <span className="inline-flex items-center gap-1.5 text-gold-700">
          <CalendarIcon className="size-4" />
          <time dateTime={item.publishedAt.toISOString()}>{formatLongDate(item.publishedAt)}</time>
        </span>
        {item.author && <span>By {item.author}</span>}
      </p>
      <div className={`mt-6 ${proseClass}`} dangerouslySetInnerHTML={{ __html: item.content }} />
      <div className="mt-12 border-t border-slate-200 pt-6">
        <Link
          to="/news"
          className="inline-flex items-center gap-2 rounded-md font-semibold text-brand-700 hover:text-brand-900 hover:underline focus-visible:outline-brand-600"
        >
          <ArrowLeftIcon className="size-4" />
          Back to all news
        </Link>
      </div>
    </article>
  )
}

/** For staff: a draft or scheduled item says so above the article, in words (not colour alone). */
function UnpublishedNote({ item }: { item: NewsArticleData }) {
  const note = item.state ? unpublishedNote(item.state, item.publishedAt) : null
  if (!note) return null
  return (
    <p
      data-unpublished-note
      className="mb-6 rounded-xl border border-gold-300 bg-gold-50 px-4 py-3 text-sm text-slate-800"
    >
      <strong className="font-bold text-gold-700">{note}.</strong> Only staff can open this page; visitors cannot see it
      until it is published.
    </p>
  )
}
