import { useId, type Ref } from 'react'
import { cn } from '../../../components/ui/cn'
import { Input, Label } from '../../../components/ui/input'
import { MAX_QUANTITY, MIN_QUANTITY } from '../../../lib/trade-preview'
import type { AmountMode } from './ticket-math'

interface Props {
  mode: AmountMode
  text: string
  onText: (text: string) => void
  /** null: the mode is fixed (a copy buys the leader's contracts). */
  onMode: ((mode: AmountMode) => void) | null
  /** The $ chips; null: no chips. */
  onChip: ((cents: number) => void) | null
  onMax: (() => void) | null
  hint: string
  readOnly?: boolean
  autoFocus?: boolean
}

const CHIPS = [500, 1000, 2500]

/** The amount, in contracts ("Quantity") or dollars ("Amount (USD)"), with the mode switch and the $ chips. */
export function AmountField({
  mode,
  text,
  onText,
  onMode,
  onChip,
  onMax,
  hint,
  readOnly,
  autoFocus,
  ref,
}: Props & { ref?: Ref<HTMLInputElement> }) {
  const id = useId()
  const chip =
    'h-11 min-w-0 flex-1 rounded-lg border border-line bg-surface text-sm font-semibold tabular-nums text-fg hover:bg-surface-2 active:bg-line disabled:cursor-not-allowed disabled:opacity-50'
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{mode === 'contracts' ? 'Quantity' : 'Amount (USD)'}</Label>
        {onMode && (
          <div
            role="radiogroup"
            aria-label="Amount in"
            className="inline-flex rounded-lg bg-surface-2 p-0.5 text-xs font-semibold"
          >
            {(['dollars', 'contracts'] as const).map((m) => (
              <button
                key={m}
                type="button"
                role="radio"
                aria-checked={mode === m}
                onClick={() => onMode(m)}
                className={cn('h-9 rounded-md px-3', mode === m ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg')}
              >
                {m === 'dollars' ? 'Dollars' : 'Contracts'}
              </button>
            ))}
          </div>
        )}
      </div>
      <div className="relative">
        {mode === 'dollars' && (
          <span aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-lg text-muted">
            $
          </span>
        )}
        <Input
          ref={ref}
          id={id}
          selectOnFocus
          type="number"
          readOnly={readOnly}
          autoFocus={autoFocus}
          aria-describedby={`${id}-hint`}
          inputMode={mode === 'dollars' ? 'decimal' : 'numeric'}
          placeholder={mode === 'dollars' ? '0.00' : '0'}
          min={mode === 'dollars' ? 0.01 : MIN_QUANTITY}
          max={mode === 'dollars' ? undefined : MAX_QUANTITY}
          step={mode === 'dollars' ? 0.01 : 1}
          value={text}
          onChange={(e) => onText(e.target.value)}
          className={cn('h-12 text-lg tabular-nums', mode === 'dollars' && 'pl-7', readOnly && 'bg-surface-2')}
        />
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint}
      </p>
      {onChip && (
        <div className="flex gap-2" role="group" aria-label="Add to the amount">
          {CHIPS.map((c) => (
            <button key={c} type="button" className={chip} onClick={() => onChip(c)}>
              +${c / 100}
            </button>
          ))}
          <button type="button" className={chip} disabled={!onMax} onClick={() => onMax?.()}>
            Max
          </button>
        </div>
      )}
    </div>
  )
}
