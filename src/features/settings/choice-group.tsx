import type { ComponentType, ReactNode } from 'react'
import { cn } from '../../components/ui/cn'

export interface Choice<T extends string> {
  value: T
  label: string
  description: ReactNode
  icon: ComponentType<{ size?: number }>
}

interface Props<T extends string> {
  legend: string
  name: string
  value: T
  choices: Choice<T>[]
  onChange: (value: T) => void
  className?: string
}

/** Radio buttons drawn as cards: native inputs, so arrow keys and screen readers just work. */
export function ChoiceGroup<T extends string>({ legend, name, value, choices, onChange, className }: Props<T>) {
  return (
    <fieldset className={className}>
      <legend className="sr-only">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {choices.map((choice) => {
          const checked = choice.value === value
          return (
            <label
              key={choice.value}
              className={cn(
                'relative flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                checked
                  ? 'border-brand-500 bg-brand-50/60 ring-1 ring-brand-500 dark:bg-brand-500/10'
                  : 'border-line hover:bg-surface-2',
              )}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
                className="absolute inset-0 cursor-pointer appearance-none rounded-xl opacity-0"
              />
              <span
                aria-hidden="true"
                className={cn(
                  'mt-0.5 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg',
                  checked ? 'bg-brand-600 text-white' : 'bg-surface-2 text-muted',
                )}
              >
                <choice.icon size={16} />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold">{choice.label}</span>
                <span className="mt-0.5 block text-sm text-muted">{choice.description}</span>
              </span>
              <span
                aria-hidden="true"
                className={cn(
                  'ml-auto mt-1 h-4 w-4 shrink-0 rounded-full border-2',
                  checked ? 'border-brand-600 bg-brand-600 shadow-[inset_0_0_0_2px_var(--surface)]' : 'border-line',
                )}
              />
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
