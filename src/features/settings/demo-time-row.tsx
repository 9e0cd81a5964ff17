import type { DemoState, FastForwardPreset } from '../../api/contract'
import { errorMessage } from '../../api/client'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { cn } from '../../components/ui/cn'
import { formatCount, formatDateTime } from '../../lib/format'
import { describeOffset } from './demo-format'
import { FastForwardIcon } from './demo-icons'
import { useFastForward } from './use-demo-controls'
import { useDeviceNow } from '../../lib/use-now'

const PRESETS: Array<{ preset: FastForwardPreset; label: string; long: string }> = [
  { preset: '1h', label: '1 hour', long: '1 hour' },
  { preset: '1d', label: '1 day', long: '1 day' },
  { preset: '1w', label: '1 week', long: '1 week' },
]

function resultText(preset: FastForwardPreset, resolved: number): string {
  const jump = PRESETS.find((p) => p.preset === preset)!.long
  const markets =
    resolved === 0
      ? 'no markets were due to resolve'
      : `${formatCount(resolved)} ${resolved === 1 ? 'market' : 'markets'} resolved and paid out`
  return `Jumped ${jump} ahead: ${markets}.`
}

/** The simulated clock, and the buttons that move it forward. */
export function DemoTimeRow({ state, fetchedAt }: { state: DemoState; fetchedAt: number }) {
  const wallNow = useDeviceNow(15_000)
  const forward = useFastForward()
  // The exchange's clock keeps running between fetches: advance the shown time with the wall clock.
  const simulatedNow = Date.parse(state.now) + Math.max(0, wallNow - fetchedAt)
  const status = forward.isPending
    ? `Fast-forwarding ${PRESETS.find((p) => p.preset === forward.variables)?.long ?? ''}…`
    : forward.isError
      ? errorMessage(forward.error, "Couldn't fast-forward. Nothing changed.")
      : forward.isSuccess
        ? resultText(forward.variables, forward.data.resolvedMarkets)
        : ''

  return (
    <div className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 className="text-sm font-semibold">Simulated time</h3>
            <Badge tone={state.clockOffsetMs > 0 ? 'brand' : 'neutral'} data-testid="clock-offset">
              {describeOffset(state.clockOffsetMs)}
            </Badge>
          </div>
          <p className="mt-1 text-sm">
            <time
              dateTime={new Date(simulatedNow).toISOString()}
              data-testid="simulated-now"
              className="font-semibold tabular-nums"
            >
              {formatDateTime(simulatedNow)}
            </time>
          </p>
          <p className="mt-0.5 text-sm text-muted">Jump ahead so markets close, resolve and pay out.</p>
        </div>
        <div role="group" aria-label="Fast-forward simulated time" className="grid shrink-0 grid-cols-3 gap-2 sm:flex">
          {PRESETS.map(({ preset, label }) => (
            <Button
              key={preset}
              variant="outline"
              size="sm"
              aria-label={`Fast-forward ${label}`}
              disabled={forward.isPending}
              onClick={() => forward.mutate(preset)}
            >
              <FastForwardIcon size={14} className="shrink-0 text-brand-600 dark:text-brand-100" />
              <span className="whitespace-nowrap">{label}</span>
            </Button>
          ))}
        </div>
      </div>
      <p
        role="status"
        data-testid="fast-forward-status"
        className={cn('text-sm empty:hidden', forward.isError ? 'text-no-600 dark:text-no-500' : 'text-muted')}
      >
        {status}
      </p>
    </div>
  )
}
