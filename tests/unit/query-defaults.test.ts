// Server-side QueryClients (one per SSR render) must leave no garbage-collection timers
// behind; each timer held its query's data in memory for 10-15 minutes after the request ended.
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cacheTimes, queryDefaults } from '~/shared/query-defaults'

describe('query clients on the server (no window)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('a render that loads and reads queries leaves no timer behind', async () => {
    expect(typeof window).toBe('undefined')
    const client = new QueryClient({ defaultOptions: { queries: queryDefaults } })
    // A loader's ensureQueryData, a component's observer with the per-resource cache times, and a plain query.
    await client.ensureQueryData({
      queryKey: ['news', 'latest'],
      queryFn: async () => ['story'],
      ...cacheTimes.newsAndEvents,
    })
    await client.fetchQuery({ queryKey: ['announcement'], queryFn: async () => 'banner', ...cacheTimes.announcement })
    await client.fetchQuery({ queryKey: ['gallery'], queryFn: async () => [], ...cacheTimes.gallery })
    await client.fetchQuery({ queryKey: ['plain'], queryFn: async () => 1 })
    const observer = new QueryObserver(client, {
      queryKey: ['news', 'latest'],
      queryFn: async () => ['story'],
      ...cacheTimes.newsAndEvents,
    })
    const unsubscribe = observer.subscribe(() => {})
    unsubscribe()
    expect(vi.getTimerCount()).toBe(0)
  })
})
