/** Resolves after `ms` milliseconds. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * `load` run once and its promise shared by every caller (code loaded on demand: a menu, the
 * shell's extras); when it fails (a network blip), the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null
      throw error
    }))
}
