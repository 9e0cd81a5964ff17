import { useId, type Ref } from 'react'
import { cn } from '../../../components/ui/cn'
import { Input, Label } from '../../../components/ui/input'
import { MAX_QUANTITY, MIN_QUANTITY } from '../../../lib/trade-preview'
import { ADD_STEPS, type AmountMode } from './ticket-math'

interface Props {
  mode: AmountMode
  text: string
  onText: (text: string) => void
  /** null: the mode is fixed (a copy buys the leader's contracts). */
  onMode: ((mode: AmountMode) => void) | null
  /** The chips that add to the amount (ADD_STEPS of the mode); null: no chips (a copy's fixed amount). */
  onAdd: ((step: number) => void) | null
  /** Max: null while the balance is unknown. */
  onMax: (() => void) | null
  onClear: () => void
  hint: string
  readOnly?: boolean
  autoFocus?: boolean
  onFocus?: () => void
}

const chip =
  'h-11 min-w-0 flex-1 rounded-lg border border-line bg-surface px-1 text-sm font-semibold tabular-nums text-fg hover:bg-surface-2 active:bg-line disabled:cursor-not-allowed disabled:opacity-50'

/** A chip's words: what it shows and the name it is read by. */
function stepWords(mode: AmountMode, step: number): { text: string; name: string } {
  if (mode === 'dollars') return { text: `+$${step / 100}`, name: `Add $${step / 100}` }
  return { text: `+${step}`, name: `Add ${step} contract${step === 1 ? '' : 's'}` }
}

/**
 * The amount, in contracts ("Quantity") or dollars ("Amount (USD)"), with the mode switch and the
 * chips (docs/product.md, Amounts): +$1 +$5 +$10 +$25 or +1 +10 +100 add to it, Max, Clear.
 */
export function AmountField({
  mode,
  text,
  onText,
  onMode,
  onAdd,
  onMax,
  onClear,
  hint,
  readOnly,
  autoFocus,
  onFocus,
  ref,
}: Props & { ref?: Ref<HTMLInputElement> }) {
  const id = useId()
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
                className={cn(
                  'h-11 rounded-md px-3 sm:h-9',
                  mode === m ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
                )}
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
          onFocus={onFocus}
          // Put there with its text selected (a new mode), the first tap keeps the selection so the
          // digits replace it, as a tap that focuses the field does (Input's selectOnFocus).
          onMouseDown={(e) => {
            if (document.activeElement === e.currentTarget && e.currentTarget.dataset.selectedOnFocus !== undefined)
              e.preventDefault()
          }}
          onKeyDown={(e) => delete e.currentTarget.dataset.selectedOnFocus}
          className={cn('h-12 text-lg tabular-nums', mode === 'dollars' && 'pl-7', readOnly && 'bg-surface-2')}
        />
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint}
      </p>
      {onAdd && (
        <div className="flex gap-1.5" role="group" aria-label="Add to the amount">
          {ADD_STEPS[mode].map((step) => {
            const words = stepWords(mode, step)
            return (
              <button key={step} type="button" className={chip} aria-label={words.name} onClick={() => onAdd(step)}>
                {words.text}
              </button>
            )
          })}
          <button type="button" className={chip} disabled={!onMax} onClick={() => onMax?.()}>
            Max
          </button>
          <button type="button" className={chip} aria-label="Clear the amount" disabled={text === ''} onClick={onClear}>
            Clear
          </button>
        </div>
      )}
    </div>
  )
}
