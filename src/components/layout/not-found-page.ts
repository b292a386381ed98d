import { lazyRouteComponent } from '@tanstack/react-router'

/**
 * The 404 page, loaded only when a page is not found (the router loads it before rendering, on the server too), so
 * the first script every page loads does not carry it.
 */
export const notFoundPage = lazyRouteComponent(() => import('./NotFoundPage'), 'NotFoundPage')
