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

// Styles for the sanitized markup (p, lists, links, headings, quotes, images): there is no typography plugin.
export const proseClass =
  'text-lg leading-relaxed text-slate-800 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900 [&_blockquote]:border-l-4 [&_blockquote]:border-gold-400 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-8 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900 [&_h3]:mt-6 [&_h3]:font-display [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-brand-900 [&_h4]:mt-6 [&_h4]:font-bold [&_hr]:my-8 [&_img]:my-6 [&_img]:rounded-xl [&_li]:mt-1.5 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&>:first-child]:mt-0'

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
