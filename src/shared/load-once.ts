/**
 * `load` run once and its promise shared by every caller; a rejection (a failed download, say) is forgotten, so the
 * next call tries again. For the code the browser fetches on first use: the tRPC link, the gallery's
 * viewers, the admission form's checks.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
}
