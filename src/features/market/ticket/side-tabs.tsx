import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import type { Side } from '../../../api/contract'
import { cn } from '../../../components/ui/cn'
import { formatCents } from '../../../lib/format'

const SIDES: Side[] = ['yes', 'no']

interface Props {
  side: Side
  onChange: (side: Side) => void
  prices: Record<Side, string>
  children: ReactNode
  /** Label the tabs "Buy YES" / "Buy NO" (the instant page's words). */
  buyWords?: boolean
}

/** The Yes/No side tabs (WAI-ARIA tabs: arrow keys move between them), with one panel for the chosen side. */
export function SideTabs({ side, onChange, prices, children, buyWords = false }: Props) {
  const id = useId()
  const tabs = useRef<Record<Side, HTMLButtonElement | null>>({ yes: null, no: null })

  const onKeyDown = (e: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) return
    e.preventDefault()
    const next: Side = e.key === 'Home' ? 'yes' : e.key === 'End' ? 'no' : side === 'yes' ? 'no' : 'yes'
    onChange(next)
    tabs.current[next]?.focus()
  }

  return (
    <div>
      <div role="tablist" aria-label="Side" className="grid grid-cols-2 gap-1 rounded-xl bg-surface-2 p-1" onKeyDown={onKeyDown}>
        {SIDES.map((s) => {
          const on = s === side
          return (
            <button
              key={s}
              ref={(el) => {
                tabs.current[s] = el
              }}
              type="button"
              role="tab"
              id={`${id}-${s}`}
              aria-selected={on}
              aria-controls={`${id}-panel`}
              tabIndex={on ? 0 : -1}
              onClick={() => onChange(s)}
              className={cn(
                'flex h-11 items-center justify-center gap-2 rounded-lg text-sm font-semibold transition-colors',
                on
                  ? s === 'yes'
                    ? 'bg-yes-600 text-white shadow-sm'
                    : 'bg-no-600 text-white shadow-sm'
                  : 'text-muted hover:text-fg',
              )}
            >
              {buyWords ? `Buy ${s.toUpperCase()}` : s === 'yes' ? 'Yes' : 'No'}{' '}
              <span className="tabular-nums opacity-90">{formatCents(prices[s])}</span>
            </button>
          )
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${side}`} className="mt-4">
        {children}
      </div>
    </div>
  )
}
