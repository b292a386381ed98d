// Server-only: the version of the public content. Every write that may change what an anonymous page shows bumps
// it (the tRPC middleware in trpc/init.ts after a successful mutation of a content router; the fetch wrapper after
// a successful upload request), in the same request, before its response leaves. Cached pages remember the version
// they were rendered at and are dropped once it moves: invalidate-all, simple and never stale (docs/perf.md).
// The state lives on globalThis: the nitro plugin and the Start handler may be bundled as separate module copies.

/**
 * tRPC routers whose mutations change public pages (news, events, notices + calendar, announcement, gallery, the
 * admissions settings: the class range on the home banner, /online-admissions and the form; and the legal pages).
 */
const publicContentRouters: ReadonlySet<string> = new Set([
  'news',
  'events',
  'notices',
  'announcement',
  'gallery',
  'admissionSettings',
  'legal',
])

/** Server routes (non-GET) that write public content outside tRPC: the gallery and news image uploads. */
const publicContentRoutePrefixes: readonly string[] = ['/api/gallery/', '/api/news/']

type State = {
  version: number
  /** True while this instance cannot hear the others (the LISTEN connection is down): every page renders fresh. */
  suspended?: boolean
  /** Other instances to tell (PostgreSQL NOTIFY, set by the public-cache plugin); absent on SQLite and in tests. */
  broadcast?: (reason: string) => void
}

const stateKey = Symbol.for('school.public-cache.versions')

function state(): State {
  const holder = globalThis as unknown as Record<symbol, State | undefined>
  holder[stateKey] ??= { version: 0 }
  return holder[stateKey]
}

export function publicContentVersion(): number {
  return state().version
}

/** This instance only: drop every cached public page (a write here, or a NOTIFY from another instance). */
export function bumpPublicContentVersion(): void {
  state().version++
}

/** A write changed public content: drop the cached pages here and tell the other instances. */
export function invalidatePublicPages(reason: string): void {
  bumpPublicContentVersion()
  state().broadcast?.(reason)
}

export function publicCacheSuspended(): boolean {
  return state().suspended === true
}

export function setPublicCacheSuspended(suspended: boolean): void {
  state().suspended = suspended
}

export function setPublicContentBroadcast(broadcast: ((reason: string) => void) | undefined): void {
  state().broadcast = broadcast
}

/** Whether a successful tRPC mutation at `path` (e.g. 'news.create') wrote public content. */
export function isPublicContentMutation(path: string): boolean {
  return publicContentRouters.has(path.split('.')[0] ?? '')
}

export function isPublicContentRoute(pathname: string): boolean {
  return publicContentRoutePrefixes.some((prefix) => pathname.startsWith(prefix))
}
