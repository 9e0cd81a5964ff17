import { Link } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import { BarChartIcon, BriefcaseIcon, DropletsIcon, SparklesIcon, UsersIcon, ZapIcon } from '../../components/ui/icons'

interface Tile {
  to: '/portfolio' | '/instant' | '/social' | '/insights' | '/liquidity' | '/my-trades'
  label: string
  hint: string
  icon: ComponentType<{ size?: number }>
  tint: string
}

const TILES: Tile[] = [
  { to: '/portfolio', label: 'Portfolio', hint: 'Your positions', icon: BriefcaseIcon, tint: 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-100' },
  { to: '/instant', label: 'Instant', hint: 'Settles within hours', icon: ZapIcon, tint: 'bg-amber-50 text-amber-700 dark:bg-amber-400/15 dark:text-amber-300' },
  { to: '/social', label: 'Social', hint: 'Follow top traders', icon: UsersIcon, tint: 'bg-sky-50 text-sky-700 dark:bg-sky-400/15 dark:text-sky-300' },
  { to: '/insights', label: 'Insights', hint: 'AI market analysis', icon: SparklesIcon, tint: 'bg-violet-50 text-violet-700 dark:bg-violet-400/15 dark:text-violet-300' },
  { to: '/liquidity', label: 'Liquidity', hint: 'Earn trading fees', icon: DropletsIcon, tint: 'bg-cyan-50 text-cyan-700 dark:bg-cyan-400/15 dark:text-cyan-300' },
  { to: '/my-trades', label: 'My Trades', hint: 'History and P&L', icon: BarChartIcon, tint: 'bg-yes-50 text-yes-700 dark:bg-yes-500/15 dark:text-yes-500' },
]

/** Shortcuts to the other areas (the Quick Access grid). */
export function QuickAccessGrid() {
  return (
    <nav aria-labelledby="quick-access-title">
      <h2 id="quick-access-title" className="mb-3 text-xs font-semibold uppercase tracking-wide text-muted">Quick Access</h2>
      <ul className="grid grid-cols-3 gap-2 sm:gap-3 md:grid-cols-6">
        {TILES.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to}
              className="flex h-full flex-col items-center gap-1.5 rounded-xl border border-line bg-surface p-2.5 text-center shadow-sm sm:gap-2 sm:p-3 transition hover:-translate-y-0.5 hover:shadow-md lg:flex-row lg:text-left">
              <span className={`flex h-8 w-8 shrink-0 sm:h-9 sm:w-9 items-center justify-center rounded-lg ${tile.tint}`}><tile.icon size={18} /></span>
              <span className="min-w-0">
                <span className="block text-xs font-semibold sm:text-sm">{tile.label}</span>
                <span className="hidden truncate text-xs text-muted lg:block">{tile.hint}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
