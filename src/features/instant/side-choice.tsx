import { Radio, RadioGroup } from '@headlessui/react'
import type { Side } from '../../api/contract'
import { cn } from '../../components/ui/cn'
import { formatCents } from '../../lib/format'

/** Buy YES / Buy NO, with each side's price. */
export function SideChoice({ side, prices, onChange }: { side: Side; prices: Record<Side, string>; onChange: (side: Side) => void }) {
  return (
    <RadioGroup value={side} onChange={onChange} aria-label="Side" className="grid grid-cols-2 gap-2">
      {(['yes', 'no'] as const).map((s) => (
        <Radio key={s} value={s}
          className={({ checked }) => cn('flex h-12 cursor-pointer items-center justify-center gap-2 rounded-xl border text-sm font-semibold transition-colors focus:outline-none data-[focus]:ring-2 data-[focus]:ring-brand-500',
            checked
              ? (s === 'yes' ? 'border-yes-600 bg-yes-600 text-white' : 'border-no-600 bg-no-600 text-white')
              : 'border-line bg-surface text-fg hover:bg-surface-2')}>
          Buy {s.toUpperCase()} <span className="tabular-nums opacity-90">{formatCents(prices[s])}</span>
        </Radio>
      ))}
    </RadioGroup>
  )
}
