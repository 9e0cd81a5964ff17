import type { HTMLAttributes } from 'react'
import { cn } from './cn'

type Tone = 'neutral' | 'brand' | 'yes' | 'no' | 'warn'

const tones: Record<Tone, string> = {
  neutral: 'bg-surface-2 text-fg border-line',
  brand: 'bg-brand-50 text-brand-700 border-brand-100 dark:bg-brand-500/15 dark:text-brand-100 dark:border-brand-500/30',
  yes: 'bg-yes-50 text-yes-700 border-yes-500/30 dark:bg-yes-500/15 dark:text-yes-500',
  no: 'bg-no-50 text-no-700 border-no-500/30 dark:bg-no-500/15 dark:text-no-500',
  warn: 'bg-amber-50 text-amber-800 border-amber-200 dark:bg-amber-400/15 dark:text-amber-300 dark:border-amber-400/30',
}

export function Badge({ tone = 'neutral', className, ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: Tone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
      {...props}
    />
  )
}
