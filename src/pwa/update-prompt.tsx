import { useState } from 'react'
import { Button } from '../components/ui/button'
import { SparklesIcon, XIcon } from '../components/ui/icons'
import { usePwaStore } from './pwa-store'

/**
 * 'New version available' while a new service worker waits. Reload activates it; Later
 * leaves it waiting (it takes over by itself once every Foresight tab is closed).
 */
export function UpdatePrompt() {
  const applyUpdate = usePwaStore((s) => s.applyUpdate)
  const [dismissed, setDismissed] = useState(false)
  const [reloading, setReloading] = useState(false)
  if (!applyUpdate || dismissed) return null

  return (
    <section
      aria-labelledby="update-title"
      aria-describedby="update-text"
      role="status"
      className="fixed inset-x-3 bottom-3 z-[90] mx-auto max-w-md rounded-xl border border-line bg-surface p-4 shadow-2xl
        sm:inset-x-auto sm:bottom-5 sm:left-5 sm:mx-0 sm:w-[380px] animate-[toast-in_160ms_ease-out]"
    >
      <div className="flex items-start gap-3 pr-6">
        <span
          aria-hidden="true"
          className="mt-0.5 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100"
        >
          <SparklesIcon size={18} />
        </span>
        <div className="grid gap-1">
          <h2 id="update-title" className="text-sm font-semibold">
            New version available
          </h2>
          <p id="update-text" className="text-sm text-muted">
            Reload to get the latest Foresight. Your data and settings stay as they are.
          </p>
        </div>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={() => setDismissed(true)}>
          Later
        </Button>
        <Button
          size="sm"
          disabled={reloading}
          onClick={() => {
            setReloading(true)
            applyUpdate()
          }}
        >
          {reloading ? 'Reloading…' : 'Reload'}
        </Button>
      </div>
      <button
        type="button"
        aria-label="Dismiss update notice"
        onClick={() => setDismissed(true)}
        className="absolute right-2 top-2 rounded-md p-1 text-muted hover:text-fg"
      >
        <XIcon size={16} />
      </button>
    </section>
  )
}
