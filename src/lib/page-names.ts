/**
 * One name per page, the same in every menu (the desktop nav's names: docs/product.md,
 * Navigation): the desktop nav, the phone's tab bar and side sheet, the quick-access menu
 * and grid (src/features/shell/nav-links.ts, src/features/markets/quick-access-grid.tsx) and the
 * footer all read these.
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
