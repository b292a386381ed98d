import { Link } from '@tanstack/react-router'
import type { RoutePath } from './navigation'

/** The `<li>`s of a list of links (a footer column, section tabs, suggested pages), each link styled alike. */
export function LinkItems({
  links,
  linkClass,
}: {
  links: readonly { to: RoutePath; label: string }[]
  linkClass: string
}) {
  return links.map((link) => (
    <li key={link.to}>
      <Link to={link.to} className={linkClass}>
        {link.label}
      </Link>
    </li>
  ))
}
