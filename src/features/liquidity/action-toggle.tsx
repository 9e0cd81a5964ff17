import { Radio, RadioGroup } from '@headlessui/react'
import type { LiquidityAction } from '../../api/liquidity'
import { cn } from '../../components/ui/cn'

interface Props {
  value: LiquidityAction
  canRemove: boolean
  onChange: (action: LiquidityAction) => void
  className?: string
}

/** Add / Remove. Remove shows only when the user has liquidity in the pool (docs/product.md, Screens). */
export function ActionToggle({ value, canRemove, onChange, className }: Props) {
  const options: LiquidityAction[] = canRemove ? ['add', 'remove'] : ['add']
  return (
    <RadioGroup
      value={value}
      onChange={onChange}
      aria-label="Action"
      className={cn('grid gap-1 rounded-xl bg-surface-2 p-1', canRemove ? 'grid-cols-2' : 'grid-cols-1', className)}
    >
      {options.map((option) => (
        <Radio
          key={option}
          value={option}
          className={({ checked }) =>
            cn(
              'flex h-10 cursor-pointer items-center justify-center rounded-lg text-sm font-semibold transition-colors focus:outline-none data-[focus]:ring-2 data-[focus]:ring-brand-500',
              checked ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
            )
          }
        >
          {option === 'add' ? 'Add' : 'Remove'}
        </Radio>
      ))}
    </RadioGroup>
  )
}
