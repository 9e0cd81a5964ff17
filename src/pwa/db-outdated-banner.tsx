import { useEffect, useState } from 'react'
import { Button } from '../components/ui/button'
import { AlertIcon } from '../components/ui/icons'
import { DB_OUTDATED_MESSAGE, onDbVersionChange } from '../api/db-version-events'

/**
 * Shown when another tab upgraded the database: this tab's connection is closed (so it
 * can neither block the upgrade nor write rows in the old shape), and a reload picks
 * up the new version. It cannot be dismissed: nothing works here until the reload.
 */
export function DbOutdatedBanner() {
  const [outdated, setOutdated] = useState(false)
  useEffect(() => onDbVersionChange(() => setOutdated(true)), [])
  if (!outdated) return null
  return (
    <div
      role="alert"
      className="relative z-50 border-b border-brand-100 bg-brand-50 text-fg shadow-sm dark:border-brand-500/30 dark:bg-brand-500/15"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2.5">
        <p className="flex items-center gap-2 text-sm font-medium">
          <AlertIcon size={18} className="shrink-0 text-brand-600 dark:text-brand-100" />
          {DB_OUTDATED_MESSAGE}
        </p>
        <Button size="sm" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </div>
    </div>
  )
}
