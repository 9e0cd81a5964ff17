import { cn } from './cn'

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  return ((parts[0]?.[0] ?? '?') + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase()
}

/** A person's picture, or their initials on a tinted circle. */
export function Avatar({
  name,
  src,
  size = 36,
  className,
}: {
  name: string
  src?: string | null
  size?: number
  className?: string
}) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.38) }
  if (src) return <img src={src} alt="" style={style} className={cn('rounded-full object-cover', className)} />
  return (
    <span
      aria-hidden="true"
      style={style}
      className={cn(
        'inline-flex items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700 dark:bg-brand-500/25 dark:text-brand-100',
        className,
      )}
    >
      {initials(name)}
    </span>
  )
}
