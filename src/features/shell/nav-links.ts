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
