import { Link } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import { PAGE_NAMES } from '../../lib/page-names'
import { BarChartIcon, BriefcaseIcon, DropletsIcon, SparklesIcon, UsersIcon, ZapIcon } from '../../components/ui/icons'

interface Tile {
  to: '/portfolio' | '/instant' | '/social' | '/insights' | '/liquidity' | '/my-trades'
  label: string
  hint: string
  icon: ComponentType<{ size?: number }>
  tint: string
}

const TILES: Tile[] = [
  {
    to: '/portfolio',
    label: PAGE_NAMES['/portfolio'],
    hint: 'Your positions',
    icon: BriefcaseIcon,
    tint: 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-100',
  },
  {
    to: '/instant',
    label: PAGE_NAMES['/instant'],
    hint: 'Settles within hours',
    icon: ZapIcon,
    tint: 'bg-amber-50 text-amber-700 dark:bg-amber-400/15 dark:text-amber-300',
  },
  {
    to: '/social',
    label: PAGE_NAMES['/social'],
    hint: 'Follow top traders',
    icon: UsersIcon,
    tint: 'bg-sky-50 text-sky-700 dark:bg-sky-400/15 dark:text-sky-300',
  },
  {
    to: '/insights',
    label: PAGE_NAMES['/insights'],
    hint: 'AI market analysis',
    icon: SparklesIcon,
    tint: 'bg-violet-50 text-violet-700 dark:bg-violet-400/15 dark:text-violet-300',
  },
  {
    to: '/liquidity',
    label: PAGE_NAMES['/liquidity'],
    hint: 'Earn trading fees',
    icon: DropletsIcon,
    tint: 'bg-cyan-50 text-cyan-700 dark:bg-cyan-400/15 dark:text-cyan-300',
  },
  {
    to: '/my-trades',
    label: PAGE_NAMES['/my-trades'],
    hint: 'History and P&L',
    icon: BarChartIcon,
    tint: 'bg-yes-50 text-yes-700 dark:bg-yes-500/15 dark:text-yes-500',
  },
]

/**
 * Shortcuts to the other areas (the Quick Access grid). On a phone, one compact row that
 * scrolls sideways, so the markets start on the first screen; wider, a grid of tiles.
 */
export function QuickAccessGrid() {
  return (
    <nav aria-labelledby="quick-access-title">
      <h2
        id="quick-access-title"
        className="sr-only text-xs font-semibold uppercase tracking-wide text-muted sm:not-sr-only sm:mb-3 sm:block"
      >
        Quick Access
      </h2>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 [scrollbar-width:none] sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-3 sm:overflow-visible sm:px-0 md:grid-cols-6">
        {TILES.map((tile) => (
          <li key={tile.to} className="shrink-0">
            <Link
              to={tile.to}
              className="flex h-11 items-center gap-2 rounded-full border border-line bg-surface py-1 pl-1 pr-3.5 shadow-sm transition hover:shadow-md active:bg-surface-2 sm:h-full sm:flex-col sm:gap-2 sm:rounded-xl sm:p-3 sm:text-center sm:hover:-translate-y-0.5 lg:flex-row lg:text-left"
            >
              <span
                className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full sm:h-9 sm:w-9 sm:rounded-lg ${tile.tint}`}
              >
                <tile.icon size={18} />
              </span>
              <span className="min-w-0">
                <span className="block whitespace-nowrap text-sm font-semibold">{tile.label}</span>
                <span className="hidden truncate text-xs text-muted lg:block">{tile.hint}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
