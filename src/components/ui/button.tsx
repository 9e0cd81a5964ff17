import type { ButtonHTMLAttributes, Ref } from 'react'
import { cn } from './cn'

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'yes' | 'no' | 'danger' | 'outline'
type ButtonSize = 'sm' | 'md' | 'lg' | 'icon'

// Hover and press darken the fill; the 800/900 shades never flip with the theme, so white text
// keeps at least 4.5:1 in both (index.css). A disabled button is grey with muted text (about
// 7:1 in both themes), not faded: its label stays readable. Hover and press skip disabled ones.
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white not-disabled:hover:bg-brand-700 not-disabled:active:bg-brand-800 shadow-sm',
  secondary: 'bg-surface-2 text-fg not-disabled:hover:bg-line not-disabled:active:bg-line',
  outline: 'border border-line bg-surface text-fg not-disabled:hover:bg-surface-2 not-disabled:active:bg-line',
  ghost: 'text-fg not-disabled:hover:bg-surface-2 not-disabled:active:bg-line',
  yes: 'bg-yes-600 text-white not-disabled:hover:bg-yes-800 not-disabled:active:bg-yes-900 shadow-sm',
  no: 'bg-no-600 text-white not-disabled:hover:bg-no-800 not-disabled:active:bg-no-900 shadow-sm',
  danger: 'bg-no-600 text-white not-disabled:hover:bg-no-800 not-disabled:active:bg-no-900',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm gap-1.5',
  md: 'h-11 px-4 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2',
  icon: 'h-11 w-11 justify-center',
}

/** Class names for anything that should look like a button (links included). */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return cn(
    'inline-flex items-center justify-center rounded-lg font-medium transition-colors select-none',
    'disabled:cursor-not-allowed disabled:border-line disabled:bg-surface-2 disabled:text-muted disabled:shadow-none',
    variants[variant],
    sizes[size],
    extra,
  )
}

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant
  size?: ButtonSize
  ref?: Ref<HTMLButtonElement>
}

export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...props }: Props) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />
}
