import { useId, useState } from 'react'
import { HEALTHY_NETWORK, MAX_SIMULATED_LATENCY_MS, type NetworkConditions } from '../../api/contract'
import { errorMessage } from '../../api/client'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { describeNetwork, formatLatency, formatRate } from './demo-format'
import { useNetworkConditions } from './use-demo-controls'

const sliderClass =
  'h-2 w-full cursor-pointer accent-brand-600 dark:accent-brand-500 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500'

/** Simulated latency and error rate for every other /api call (this tab, survives reloads). */
export function DemoNetworkRow({ network }: { network: NetworkConditions }) {
  const [draft, setDraft] = useState(network)
  const save = useNetworkConditions()
  const ids = { latency: useId(), rate: useId() }
  const changed = draft.latencyMs !== network.latencyMs || draft.errorRate !== network.errorRate
  const healthy = network.latencyMs === 0 && network.errorRate === 0
  const apply = (value: NetworkConditions) => save.mutate(value, { onSuccess: (state) => setDraft(state.network) })

  return (
    <div className="py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">Simulated network</h3>
        <Badge tone={healthy ? 'neutral' : 'warn'} data-testid="network-badge">
          {healthy ? 'Normal' : 'Degraded'}
        </Badge>
      </div>
      <p className="mt-0.5 text-sm text-muted" data-testid="network-summary">
        {describeNetwork(network)}
      </p>
      <p className="mt-0.5 text-sm text-muted">For testing loading and error states. Applies to this tab until you close it.</p>

      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <div>
          <div className="flex items-baseline justify-between gap-2">
            <label htmlFor={ids.latency} className="text-sm font-medium">
              Latency
            </label>
            <output htmlFor={ids.latency} className="text-sm font-semibold tabular-nums">
              {formatLatency(draft.latencyMs)}
            </output>
          </div>
          <input
            id={ids.latency}
            type="range"
            min={0}
            max={MAX_SIMULATED_LATENCY_MS}
            step={100}
            value={draft.latencyMs}
            aria-valuetext={formatLatency(draft.latencyMs)}
            className={`mt-2 ${sliderClass}`}
            onChange={(e) => setDraft({ ...draft, latencyMs: Number(e.target.value) })}
          />
        </div>
        <div>
          <div className="flex items-baseline justify-between gap-2">
            <label htmlFor={ids.rate} className="text-sm font-medium">
              Error rate
            </label>
            <output htmlFor={ids.rate} className="text-sm font-semibold tabular-nums">
              {formatRate(draft.errorRate)}
            </output>
          </div>
          <input
            id={ids.rate}
            type="range"
            min={0}
            max={100}
            step={5}
            value={Math.round(draft.errorRate * 100)}
            aria-valuetext={formatRate(draft.errorRate)}
            className={`mt-2 ${sliderClass}`}
            onChange={(e) => setDraft({ ...draft, errorRate: Number(e.target.value) / 100 })}
          />
        </div>
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Button size="sm" disabled={!changed || save.isPending} onClick={() => apply(draft)}>
          {save.isPending ? 'Applying…' : 'Apply'}
        </Button>
        <Button variant="ghost" size="sm" disabled={healthy || save.isPending} onClick={() => apply(HEALTHY_NETWORK)}>
          Back to normal
        </Button>
        <p role="status" className="text-sm text-no-600 empty:hidden dark:text-no-500">
          {save.isError ? errorMessage(save.error, "Couldn't change the network conditions.") : ''}
        </p>
      </div>
    </div>
  )
}
