import { useId } from 'react'
import type { Category } from '../../api/contract'
import { Label } from '../../components/ui/input'
import { cn } from '../../components/ui/cn'
import {
  SETTLEMENT_FILTERS,
  STATUS_FILTERS,
  type InstantFilters as Filters,
  type SettlementFilter,
  type StatusFilter,
} from './settlement'

const selectClass =
  'h-10 w-full rounded-lg border border-line bg-surface px-3 text-sm text-fg focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30'

interface Props {
  filters: Filters
  categories: readonly Category[]
  onChange: (filters: Filters) => void
  className?: string
}

/** Category (All + categories), status (All, Live, Settling) and settlement time (All, ≤1h, ≤6h, ≤24h). */
export function InstantFilters({ filters, categories, onChange, className }: Props) {
  const id = useId()
  return (
    <div role="group" aria-label="Filters" className={cn('grid grid-cols-1 gap-3 sm:grid-cols-3', className)}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-category`}>Category</Label>
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
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-status`}>Status</Label>
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
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-settlement`}>Settlement time</Label>
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
      </div>
    </div>
  )
}
