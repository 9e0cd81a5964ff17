import type { InputHTMLAttributes, Ref } from 'react'
import { cn } from './cn'

export const inputClass =
  'h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-fg sm:text-sm placeholder:text-muted ' +
  'focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:bg-surface-2 disabled:text-muted'

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input className={cn(inputClass, className)} {...props} />
}

export function Label({ className, ...props }: React.LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn('text-sm font-medium text-fg', className)} {...props} />
}

/** A field's problem, under it (the field names it with aria-describedby). */
export function FieldError({ id, children }: { id: string; children?: string }) {
  if (!children) return null
  return (
    <p id={id} className="mt-1 text-sm text-no-600 dark:text-no-500">
      {children}
    </p>
  )
}
