import type { ComponentType } from 'react'
import {
  BarChartIcon, BriefcaseIcon, DropletsIcon, HomeIcon, ShieldIcon, SparklesIcon, UsersIcon, ZapIcon,
} from '../../components/ui/icons'

export interface NavLink {
  to: string
  label: string
  icon: ComponentType<{ size?: number }>
  adminOnly?: boolean
}

/**
 * One name per page, the same in every menu (the desktop nav's names: docs/product.md,
 * Navigation): the desktop nav, the phone's tab bar and side sheet, the quick-access menu
 * and grid, and the footer all read these.
 */
export const PAGE_NAMES = {
  '/': 'Markets',
  '/instant': 'Instant',
  '/social': 'Social',
  '/insights': 'Insights',
  '/liquidity': 'Liquidity',
  '/portfolio': 'My Portfolio',
  '/my-trades': 'My Trades',
  '/admin': 'Admin Panel',
  '/settings': 'Settings',
} as const

/** Desktop nav and mobile sheet (signed in only). */
export const NAV_LINKS: NavLink[] = [
  { to: '/', label: PAGE_NAMES['/'], icon: HomeIcon },
  { to: '/instant', label: PAGE_NAMES['/instant'], icon: ZapIcon },
  { to: '/social', label: PAGE_NAMES['/social'], icon: UsersIcon },
  { to: '/insights', label: PAGE_NAMES['/insights'], icon: SparklesIcon },
  { to: '/liquidity', label: PAGE_NAMES['/liquidity'], icon: DropletsIcon },
  { to: '/portfolio', label: PAGE_NAMES['/portfolio'], icon: BriefcaseIcon },
  { to: '/admin', label: 'Admin', icon: ShieldIcon, adminOnly: true },
]

/** The quick-access (QA) menu's 8 routes; /admin only for admins (docs/product.md, Who sees what). */
export const QUICK_ACCESS_LINKS: NavLink[] = [
  ...NAV_LINKS.slice(0, 5),
  { to: '/my-trades', label: PAGE_NAMES['/my-trades'], icon: BarChartIcon },
  { to: '/portfolio', label: PAGE_NAMES['/portfolio'], icon: BriefcaseIcon },
  { to: '/admin', label: PAGE_NAMES['/admin'], icon: ShieldIcon, adminOnly: true },
]

/** The phone's bottom tab bar: four pages and More (the side sheet with the rest). */
export const TAB_LINKS: NavLink[] = [NAV_LINKS[0], NAV_LINKS[1], QUICK_ACCESS_LINKS[6], NAV_LINKS[2]]

export function visibleLinks(links: NavLink[], isAdmin: boolean): NavLink[] {
  return links.filter((l) => !l.adminOnly || isAdmin)
}
