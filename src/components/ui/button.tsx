import type { ButtonHTMLAttributes, Ref } from 'react'
import { cn } from './cn'

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'yes' | 'no' | 'danger' | 'outline'
type ButtonSize = 'sm' | 'md' | 'lg' | 'icon'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 shadow-sm',
  secondary: 'bg-surface-2 text-fg hover:bg-line',
  outline: 'border border-line bg-surface text-fg hover:bg-surface-2',
  ghost: 'text-fg hover:bg-surface-2',
  yes: 'bg-yes-600 text-white hover:bg-yes-700 shadow-sm',
  no: 'bg-no-600 text-white hover:bg-no-700 shadow-sm',
  danger: 'bg-no-600 text-white hover:bg-no-700',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm gap-1.5',
  md: 'h-10 px-4 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2',
  icon: 'h-10 w-10 justify-center',
}

/** Class names for anything that should look like a button (links included). */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return cn(
    'inline-flex items-center justify-center rounded-lg font-medium transition-colors select-none',
    'disabled:cursor-not-allowed disabled:opacity-50',
    variants[variant], sizes[size], extra,
  )
}

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize; ref?: Ref<HTMLButtonElement> }

export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...props }: Props) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />
}
