import { useQuery } from '@tanstack/react-query'
import { demoStateQuery } from '../../api/demo'
import { errorMessage } from '../../api/client'
import { getDataSource } from '../../config'
import { ErrorState, LOAD_FAILED } from '../../components/ui/error-state'
import { Skeleton } from '../../components/ui/skeleton'
import { SettingsSection } from './settings-section'
import { PresentationIcon } from './demo-icons'
import { DemoTimeRow } from './demo-time-row'
import { DemoNetworkRow } from './demo-network-row'
import { DemoResetRow } from './demo-reset-row'

/**
 * Demo controls for presenters and frontend developers: fast-forward simulated time,
 * simulate a slow or failing network, reset the exchange. They act on the in-browser
 * exchange, so nothing renders when the app talks to a remote backend.
 */
export function DemoControls() {
  if (getDataSource().mode !== 'in-browser') return null
  return <DemoControlsSection />
}

function DemoControlsSection() {
  const state = useQuery(demoStateQuery)
  return (
    <SettingsSection
      id="demo"
      title="Demo controls"
      icon={PresentationIcon}
      description="For walkthroughs and testing. They change only the exchange in this browser."
    >
      {state.isPending ? (
        <DemoSkeleton />
      ) : state.isError ? (
        <ErrorState
          title="Couldn't load the demo controls"
          message={errorMessage(state.error, LOAD_FAILED)}
          onRetry={() => void state.refetch()}
          className="py-6"
        />
      ) : (
        <div className="divide-y divide-line">
          <DemoTimeRow state={state.data} fetchedAt={state.dataUpdatedAt} />
          <DemoNetworkRow network={state.data.network} />
          <DemoResetRow seedValue={state.data.seedValue} />
        </div>
      )}
    </SettingsSection>
  )
}

function DemoSkeleton() {
  return (
    <div className="divide-y divide-line" data-testid="demo-controls-loading">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
          <div className="space-y-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-4 w-64 max-w-full" />
          </div>
          <Skeleton className="h-8 w-56 max-w-full" />
        </div>
      ))}
    </div>
  )
}
