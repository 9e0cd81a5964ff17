import { getDataSource } from '../config'
import { useOnline } from './use-online'

/**
 * A slim notice under the header while the device is offline. In the in-browser mode
 * nothing stops working; against a remote backend, calls fail until the network is back.
 */
export function OfflineIndicator() {
  const online = useOnline()
  if (online) return null
  const source = getDataSource()
  const text =
    source.mode === 'in-browser'
      ? 'Offline — your in-browser exchange keeps working'
      : `Offline — ${hostOf(source.baseUrl)} can't be reached until you're back online`
  return (
    <div
      role="status"
      className="border-b border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-400/25 dark:bg-amber-400/10 dark:text-amber-200"
    >
      <p className="mx-auto flex max-w-7xl items-center justify-center gap-2 px-4 py-1.5 text-center text-sm font-medium">
        <span aria-hidden="true" className="inline-block h-2 w-2 shrink-0 rounded-full bg-amber-500" />
        {text}
      </p>
    </div>
  )
}

function hostOf(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return 'the backend'
  }
}
