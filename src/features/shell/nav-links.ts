import type { ComponentType } from 'react'
import {
  BarChartIcon,
  BriefcaseIcon,
  DropletsIcon,
  HomeIcon,
  ShieldIcon,
  SparklesIcon,
  UsersIcon,
  ZapIcon,
} from '../../components/ui/icons'
import { PAGE_NAMES } from '../../lib/page-names'

export { PAGE_NAMES }

export interface NavLink {
  to: string
  label: string
  icon: ComponentType<{ size?: number }>
  adminOnly?: boolean
}

const MARKETS: NavLink = { to: '/', label: PAGE_NAMES['/'], icon: HomeIcon }
const INSTANT: NavLink = { to: '/instant', label: PAGE_NAMES['/instant'], icon: ZapIcon }
const SOCIAL: NavLink = { to: '/social', label: PAGE_NAMES['/social'], icon: UsersIcon }
const INSIGHTS: NavLink = { to: '/insights', label: PAGE_NAMES['/insights'], icon: SparklesIcon }
const LIQUIDITY: NavLink = { to: '/liquidity', label: PAGE_NAMES['/liquidity'], icon: DropletsIcon }
const PORTFOLIO: NavLink = { to: '/portfolio', label: PAGE_NAMES['/portfolio'], icon: BriefcaseIcon }
const MY_TRADES: NavLink = { to: '/my-trades', label: PAGE_NAMES['/my-trades'], icon: BarChartIcon }

/**
 * The desktop nav (signed in, 1024 px and wider): the spec's six pages, My Trades, and Admin
 * for admins (docs/product.md, Navigation per width).
 */
export const NAV_LINKS: NavLink[] = [
  MARKETS,
  INSTANT,
  SOCIAL,
  INSIGHTS,
  LIQUIDITY,
  PORTFOLIO,
  MY_TRADES,
  { to: '/admin', label: 'Admin', icon: ShieldIcon, adminOnly: true },
]

/**
 * The quick-access list's 8 routes, in the spec's order; /admin only for admins (docs/product.md,
 * Who sees what). The QA menu shows it on desktops, the tab bar's More sheet on phones.
 */
export const QUICK_ACCESS_LINKS: NavLink[] = [
  MARKETS,
  INSTANT,
  SOCIAL,
  INSIGHTS,
  LIQUIDITY,
  MY_TRADES,
  PORTFOLIO,
  { to: '/admin', label: PAGE_NAMES['/admin'], icon: ShieldIcon, adminOnly: true },
]

/** The phone's bottom tab bar: four pages and More (the sheet with the quick-access list). */
export const TAB_LINKS: NavLink[] = [MARKETS, INSTANT, PORTFOLIO, SOCIAL]

export function visibleLinks(links: NavLink[], isAdmin: boolean): NavLink[] {
  return links.filter((l) => !l.adminOnly || isAdmin)
}

/** The in-app page above `pathname`: /admin above /admin/event, the markets above everything else; null at "/". */
export function parentPath(pathname: string): string | null {
  const trimmed = pathname.replace(/\/+$/, '')
  if (trimmed === '') return null
  if (trimmed.startsWith('/admin/')) return '/admin'
  return '/'
}
