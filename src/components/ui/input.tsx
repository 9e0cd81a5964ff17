import type { InputHTMLAttributes, Ref } from 'react'
import { cn } from './cn'

export const inputClass =
  'h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-fg sm:text-sm placeholder:text-muted ' +
  'focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:bg-surface-2 disabled:text-muted'

type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  ref?: Ref<HTMLInputElement>
  /**
   * An amount: focusing the field selects what it holds, so typing replaces it rather than
   * adding digits to a pre-filled 100 or 56.88 (the click or tap that focused it keeps the
   * selection; a later one places the caret as usual).
   */
  selectOnFocus?: boolean
}

export function Input({ className, selectOnFocus, onFocus, onMouseUp, ...props }: InputProps) {
  return (
    <input
      className={cn(inputClass, className)}
      onFocus={(e) => {
        if (selectOnFocus) {
          e.currentTarget.select()
          e.currentTarget.dataset.selectedOnFocus = ''
        }
        onFocus?.(e)
      }}
      onMouseUp={(e) => {
        // The mouse-up of the click that focused the field would place the caret and drop the selection.
        if (selectOnFocus && e.currentTarget.dataset.selectedOnFocus !== undefined) e.preventDefault()
        delete e.currentTarget.dataset.selectedOnFocus
        onMouseUp?.(e)
      }}
      {...props}
    />
  )
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
