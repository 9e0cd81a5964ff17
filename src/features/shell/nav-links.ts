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

/** Desktop nav and mobile sheet (signed in only). */
export const NAV_LINKS: NavLink[] = [
  { to: '/', label: 'Markets', icon: HomeIcon },
  { to: '/instant', label: 'Instant', icon: ZapIcon },
  { to: '/social', label: 'Social', icon: UsersIcon },
  { to: '/insights', label: 'Insights', icon: SparklesIcon },
  { to: '/liquidity', label: 'Liquidity', icon: DropletsIcon },
  { to: '/portfolio', label: 'My Portfolio', icon: BriefcaseIcon },
  { to: '/admin', label: 'Admin', icon: ShieldIcon, adminOnly: true },
]

/** The quick-access (QA) menu's 8 routes; /admin only for admins (docs/product.md, Who sees what). */
export const QUICK_ACCESS_LINKS: NavLink[] = [
  { to: '/', label: 'Markets', icon: HomeIcon },
  { to: '/instant', label: 'Instant Settlement', icon: ZapIcon },
  { to: '/social', label: 'Social Trading', icon: UsersIcon },
  { to: '/insights', label: 'AI Insights', icon: SparklesIcon },
  { to: '/liquidity', label: 'Liquidity Pools', icon: DropletsIcon },
  { to: '/my-trades', label: 'My Trades', icon: BarChartIcon },
  { to: '/portfolio', label: 'Portfolio', icon: BriefcaseIcon },
  { to: '/admin', label: 'Admin Panel', icon: ShieldIcon, adminOnly: true },
]

export function visibleLinks(links: NavLink[], isAdmin: boolean): NavLink[] {
  return links.filter((l) => !l.adminOnly || isAdmin)
}
