import { useId, type ReactNode } from 'react'
import type { Category } from '../../api/contract'
import { ChevronRightIcon } from '../../components/ui/icons'
import { cn } from '../../components/ui/cn'
import {
  SETTLEMENT_FILTERS,
  STATUS_FILTERS,
  type InstantFilters as Filters,
  type SettlementFilter,
  type StatusFilter,
} from './settlement'

interface Props {
  filters: Filters
  categories: readonly Category[]
  onChange: (filters: Filters) => void
  className?: string
}

/**
 * Category (All + categories), status (All, Live, Settling) and settlement time (All, ≤1h, ≤6h,
 * ≤24h), as one row of compact chips: each names its filter and shows its choice, and opens the
 * system's picker. On a phone the row scrolls sideways, so the first market shows on the first
 * screen; wider, it wraps.
 */
export function InstantFilters({ filters, categories, onChange, className }: Props) {
  const id = useId()
  return (
    <div
      role="group"
      aria-label="Filters"
      className={cn(
        '-mx-3 flex gap-2 overflow-x-auto px-3 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0',
        className,
      )}
    >
      <Chip id={`${id}-category`} label="Category" active={filters.category !== 'all'}>
        <select
          id={`${id}-category`}
          className={selectClass}
          value={filters.category}
          onChange={(e) => onChange({ ...filters, category: e.target.value })}
        >
          <option value="all">All</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </Chip>
      <Chip id={`${id}-status`} label="Status" active={filters.status !== 'all'}>
        <select
          id={`${id}-status`}
          className={selectClass}
          value={filters.status}
          onChange={(e) => onChange({ ...filters, status: e.target.value as StatusFilter })}
        >
          {STATUS_FILTERS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </Chip>
      <Chip id={`${id}-settlement`} label="Settlement time" active={filters.settlement !== 'all'}>
        <select
          id={`${id}-settlement`}
          className={selectClass}
          value={filters.settlement}
          onChange={(e) => onChange({ ...filters, settlement: e.target.value as SettlementFilter })}
        >
          {SETTLEMENT_FILTERS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </Chip>
    </div>
  )
}

// The select fills the chip's height (a 44 px target) and draws no arrow of its own: the chip's
// chevron stands in, the same in every browser.
const selectClass =
  'h-11 cursor-pointer appearance-none bg-transparent pr-7 field-sizing-content text-sm font-semibold text-fg focus:outline-none [&>option]:bg-surface [&>option]:text-fg'

/** One filter: its name, its choice (the select), a chevron; ringed when focused, tinted when set. */
function Chip({ id, label, active, children }: { id: string; label: string; active: boolean; children: ReactNode }) {
  return (
    <div
      className={cn(
        'relative flex h-11 shrink-0 items-center gap-1.5 rounded-full border pl-3.5 focus-within:ring-2 focus-within:ring-brand-500/40',
        active
          ? 'border-brand-500 bg-brand-50 dark:border-brand-500 dark:bg-brand-500/15'
          : 'border-line bg-surface hover:bg-surface-2',
      )}
    >
      <label htmlFor={id} className="whitespace-nowrap text-sm text-muted">
        {label}
      </label>
      {children}
      <ChevronRightIcon size={14} className="pointer-events-none absolute right-3 rotate-90 text-muted" />
    </div>
  )
}
