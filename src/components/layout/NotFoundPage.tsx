import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { buttonStyles } from '~/components/ui/button-styles'
import { HomeIcon } from '~/components/ui/icons-core'
import { LinkItems } from './LinkItems'
import { link } from './navigation'
import { pageTitle } from './page-title'

const suggestions = [link('/online-admissions'), link('/about-us'), link('/gallery'), link('/notice')]

/** Every unknown address ("a 404 page titled 'Page not found' with a link to home"). */
export function NotFoundPage() {
  // The root route's head cannot tell a missing page apart, so the title is set here.
  useEffect(() => {
    document.title = pageTitle('Page not found')
  }, [])

  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p className="font-display text-7xl font-bold text-brand-400 sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-display text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">Page not found</h1>
      <p className="mt-4 max-w-xl text-base leading-relaxed text-slate-700">
        Sorry, we could not find the page you were looking for. It may have moved, or the address may be mistyped.
      </p>
      <Link to="/" className={buttonStyles('primary', 'lg', 'mt-8')}>
        <HomeIcon className="size-5" />
        Back to Home
      </Link>
      <nav aria-label="Popular pages" className="mt-10">
        <h2 className="text-sm font-semibold tracking-wider text-slate-600 uppercase">Popular pages</h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-2">
          <LinkItems links={suggestions} linkClass={buttonStyles('outline', 'sm')} />
        </ul>
      </nav>
    </section>
  )
}
