import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { CheckIcon } from '../../components/ui/more-icons'
import { DatabaseIcon } from './settings-icons'
import { Skeleton } from '../../components/ui/skeleton'
import { getDataSource } from '../../config'
import { formatBytes } from '../../lib/format-bytes'
import type { StorageStatus } from '../../pwa/storage'
import { SettingsRow, SettingsSection } from './settings-section'
import { useStorageStatus, type PersistOutcome } from './use-storage-status'

export function StorageSection() {
  const { status, outcome, askToPersist } = useStorageStatus()
  const inBrowser = getDataSource().mode === 'in-browser'
  return (
    <SettingsSection
      id="storage"
      title="Storage"
      icon={DatabaseIcon}
      description={
        inBrowser
          ? 'Your accounts, trades and markets are stored in this browser, on this device.'
          : 'Your data lives on the remote backend; this device keeps the app and your settings.'
      }
    >
      {status === null ? (
        <StorageSkeleton />
      ) : !status.supported ? (
        <p className="text-sm text-muted">This browser does not report how much it stores for Foresight.</p>
      ) : (
        <div className="divide-y divide-line">
          <UsageRow status={status} />
          <PersistRow persisted={status.persisted} outcome={outcome} onAsk={askToPersist} />
        </div>
      )}
    </SettingsSection>
  )
}

function UsageRow({ status }: { status: StorageStatus }) {
  const { usage, quota } = status
  if (usage === null || quota === null || quota <= 0) {
    return <SettingsRow title="Space used" description="The browser does not say how much space Foresight uses." />
  }
  const share = Math.min(1, usage / quota)
  return (
    <div className="py-4 first:pt-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="text-sm font-semibold">Space used</h3>
        <p className="text-sm text-muted" data-testid="storage-usage">
          <span className="font-semibold text-fg tabular-nums">{formatBytes(usage)}</span> of {formatBytes(quota)} available
        </p>
      </div>
      <div aria-hidden="true" className="mt-3 h-2 overflow-hidden rounded-full bg-surface-2">
        <div className="h-full rounded-full bg-brand-600 dark:bg-brand-500" style={{ width: `${Math.max(share * 100, 1)}%` }} />
      </div>
    </div>
  )
}

function PersistRow({ persisted, outcome, onAsk }: { persisted: boolean; outcome: PersistOutcome; onAsk: () => void }) {
  if (persisted) {
    return (
      <SettingsRow
        title="Persistent storage"
        description="The browser keeps Foresight's data even when the device runs low on space."
      >
        <Badge tone="yes">
          <CheckIcon size={12} /> Persistent
        </Badge>
      </SettingsRow>
    )
  }
  const declined = outcome === 'declined'
  return (
    <SettingsRow
      title="Persistent storage"
      description={
        <>
          <span className="block">Best effort: if the device runs low on space, the browser may clear Foresight's data.</span>
          {declined && (
            <span role="status" className="mt-1 block text-amber-700 dark:text-amber-300">
              The browser declined for now. Installing Foresight usually lets it keep your data.
            </span>
          )}
        </>
      }
    >
      <Badge tone="warn">Not persistent</Badge>
      <Button variant="outline" size="sm" onClick={onAsk} disabled={outcome === 'asking'}>
        {outcome === 'asking' ? 'Asking…' : 'Keep my data'}
      </Button>
    </SettingsRow>
  )
}

function StorageSkeleton() {
  return (
    <div aria-busy="true" aria-label="Reading storage" className="space-y-5">
      <div className="flex justify-between">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-4 w-40" />
      </div>
      <Skeleton className="h-2 w-full rounded-full" />
      <div className="flex justify-between">
        <Skeleton className="h-4 w-56" />
        <Skeleton className="h-6 w-28" />
      </div>
    </div>
  )
}
