// The header's Headless UI menus, in their own chunk (see deferred-menus.tsx).
export { QuickAccessMenu } from './quick-access-menu'
export { UserMenu } from './user-menu'
export { MobileSheet } from './mobile-sheet'
