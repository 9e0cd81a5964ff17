import type { CSSProperties } from 'react'
import type { Category } from '../../api/contract'
import { cn } from './cn'

/** Exposes a category's colour as --cat so classes can tint with it in both themes. */
export function categoryStyle(category: Category | undefined): CSSProperties {
  return { '--cat': category?.color ?? 'var(--muted)' } as CSSProperties
}

/** Category colour dot and name. The text stays in the theme colour so any hue stays readable. */
export function CategoryBadge({ category, className }: { category: Category | undefined; className?: string }) {
  return (
    <span
      style={categoryStyle(category)}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full bg-[color-mix(in_srgb,var(--cat)_14%,transparent)] px-2.5 py-0.5 text-xs font-semibold text-fg',
        className,
      )}
    >
      <span aria-hidden="true" className="h-2 w-2 rounded-full bg-[var(--cat)]" />
      {category?.name ?? 'Market'}
    </span>
  )
}
