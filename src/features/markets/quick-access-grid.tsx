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
 * Shortcuts to the other areas (the spec's Quick Access grid), on desktops (1024 px and wider).
 * Narrower, the tab bar and its More sheet are the one navigation (docs/product.md, Navigation
 * per width), so the markets start right under the header.
 */
export function QuickAccessGrid() {
  return (
    <nav aria-labelledby="quick-access-title" className="hidden lg:block">
      <h2 id="quick-access-title" className="mb-3 text-xs font-semibold uppercase tracking-wide text-muted">
        Quick Access
      </h2>
      <ul className="grid grid-cols-6 gap-3">
        {TILES.map((tile) => (
          <li key={tile.to}>
            <Link
              to={tile.to}
              className="flex h-full min-h-11 items-center gap-2 rounded-xl border border-line bg-surface p-3 text-left shadow-sm transition hover:-translate-y-0.5 hover:shadow-md active:bg-surface-2"
            >
              <span className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-lg ${tile.tint}`}>
                <tile.icon size={18} />
              </span>
              <span className="min-w-0">
                {/* Wraps rather than cuts: at 1024 px a sixth of the row holds "My" above "Portfolio", not "My Portf…". */}
                <span className="block text-sm font-semibold leading-tight">{tile.label}</span>
                <span className="hidden truncate text-xs text-muted xl:block">{tile.hint}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
