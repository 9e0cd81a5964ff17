import { Link, useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { MenuIcon } from '../../components/ui/icons'
import { DeferredMobileSheet, warmMenus } from './deferred-menus'
import { QUICK_ACCESS_LINKS, TAB_LINKS } from './nav-links'

/**
 * The tab of the page shown: the brand's colour and a bar along its top edge (colour
 * alone read weakly in dark, where the brand's hue is no brighter than the other tabs' grey).
 */
const current =
  '!text-brand-600 dark:!text-brand-500 before:absolute before:inset-x-3 before:top-0 before:h-[3px] before:rounded-b-full before:bg-current'

/** Pages the More sheet opens (its quick-access links that are no tab, and Settings). */
const MORE_PAGES = [...QUICK_ACCESS_LINKS.map((link) => link.to).filter((to) => !TAB_LINKS.some((t) => t.to === to)), '/settings']
const tab =
  'relative flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 text-[11px] font-medium text-muted hover:text-fg active:bg-surface-2'

/**
 * The phone's tab bar (signed in, below the desktop nav's width): Markets, Instant, My
 * Portfolio, Social within the thumb's reach, and More for the side sheet with the rest. Its
 * height is `--bottom-bar-h` on the root (index.css), which the shell pads the page by and
 * which bars and toasts pinned to the bottom sit above.
 */
export function BottomBar() {
  const [sheetOpen, setSheetOpen] = useState(false)
  const pathname = useRouterState({ select: (st) => st.location.pathname })
  // A new page (a link, the phone's Back) closes the sheet: left open, it covered a page it was not opened on.
  const [sheetPath, setSheetPath] = useState(pathname)
  if (sheetPath !== pathname) {
    setSheetPath(pathname)
    setSheetOpen(false)
  }
  // Where the page is: a market's page is under Markets; a page of the More sheet's under More.
  const onMarket = pathname.startsWith('/market/')
  // A page none of them opens (a 404) marks no tab.
  const onMore = MORE_PAGES.some((to) => pathname === to || pathname.startsWith(`${to}/`))
  return (
    <>
      <nav
        id="bottom-bar"
        aria-label="Tabs"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface pb-[env(safe-area-inset-bottom)] lg:hidden"
      >
        <ul className="mx-auto grid max-w-lg grid-cols-5">
          {TAB_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                activeOptions={{ exact: link.to === '/' }}
                className={link.to === '/' && onMarket ? `${tab} ${current}` : tab}
                // Under Markets, a market's page: the tab is current (aria-current="true"), not the page shown.
                {...(link.to === '/' && onMarket ? { 'aria-current': 'true' as const } : {})}
                activeProps={{ className: current, 'aria-current': 'page' }}
              >
                <link.icon size={22} />
                <span className="max-w-full truncate">{link.label}</span>
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              aria-haspopup="dialog"
              aria-expanded={sheetOpen}
              className={`${tab} w-full ${onMore ? current : ''}`}
              aria-current={onMore ? 'true' : undefined}
              onClick={() => setSheetOpen(true)}
              onPointerEnter={warmMenus}
              onTouchStart={warmMenus}
              onFocus={warmMenus}
            >
              <MenuIcon size={22} />
              <span>More</span>
            </button>
          </li>
        </ul>
      </nav>
      <DeferredMobileSheet open={sheetOpen} onClose={() => setSheetOpen(false)} />
    </>
  )
}
