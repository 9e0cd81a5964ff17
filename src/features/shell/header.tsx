import { Link, useCanGoBack, useNavigate, useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { ArrowLeftIcon, SearchIcon, XIcon } from '../../components/ui/icons'
import { cn } from '../../components/ui/cn'
import { LogoMark } from '../../components/ui/logo'
import { useAuth } from '../../lib/use-auth'
import { DeferredQuickAccessMenu, DeferredUserMenu } from './deferred-menus'
import { CashBalance } from './cash-balance'
import { LiveIndicator } from './live-indicator'
import { ThemeToggle } from './theme-toggle'
import { SearchBox } from './search-box'
import { NAV_LINKS, parentPath, visibleLinks } from './nav-links'

// 44 px: a thumb's tap target, never squeezed by a crowded header (the display is the caller's).
const iconButtonShape =
  'h-11 w-11 shrink-0 items-center justify-center rounded-full text-fg hover:bg-surface-2 disabled:opacity-40 disabled:hover:bg-transparent'
const iconButton = `inline-flex ${iconButtonShape}`

/**
 * The back arrow never leaves the app: with in-app history it goes back one page; on the
 * session's first page (a deep link, a reload after a sign-in) it goes up to the page's parent
 * instead of out of the app, and on "/" with nothing behind it, it is disabled.
 */
function BackButton() {
  const router = useRouter()
  const navigate = useNavigate()
  const canGoBack = useCanGoBack()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const parent = parentPath(pathname)
  return (
    <button
      type="button"
      aria-label="Go back"
      className={iconButton}
      disabled={!canGoBack && parent === null}
      onClick={() => {
        if (canGoBack) router.history.back()
        else if (parent !== null) void navigate({ to: parent, replace: true })
      }}
    >
      <ArrowLeftIcon />
    </button>
  )
}

/**
 * The shell's header. From 1024 px up it holds, without overflowing at any width: the back
 * arrow, the 44 px QA button, the logo, the desktop nav (the spec's pages, My Trades, Admin for
 * admins), search, cash, theme and account. Between 1024 and 1279 px the search box folds into
 * a button that opens it in a row below; below 768 px it always has that row.
 */
export function Header() {
  const { user, isAuthenticated, isAdmin, isLoading } = useAuth()
  const [searchOpen, setSearchOpen] = useState(false)
  const searchRow = useRef<HTMLDivElement>(null)
  const searchToggle = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (searchOpen) searchRow.current?.querySelector('input')?.focus()
  }, [searchOpen])

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-0.5 px-1 sm:gap-2 sm:px-4 lg:gap-1 xl:gap-2">
        <BackButton />
        {/* Phones and tablets signed in navigate by the tab bar and its More sheet, which holds
            the quick-access list: the QA button is for desktops (and signed-out visitors). */}
        <div className={isAuthenticated || isLoading ? 'hidden shrink-0 lg:flex' : 'flex shrink-0'}>
          <DeferredQuickAccessMenu />
        </div>
        <Link
          to="/"
          className="flex h-11 shrink-0 items-center gap-2 rounded-lg px-1 font-bold tracking-tight"
          aria-label="Foresight home"
        >
          <LogoMark size={30} />
          <span className={cn('hidden text-lg sm:inline', isAuthenticated && 'lg:hidden')}>Foresight</span>
        </Link>

        {isAuthenticated && (
          <nav aria-label="Main" className="ml-1 hidden min-w-0 items-center lg:flex xl:ml-2 xl:gap-0.5">
            {visibleLinks(NAV_LINKS, isAdmin).map((link) => (
              <Link
                key={link.to}
                to={link.to}
                activeOptions={{ exact: link.to === '/' }}
                className="inline-flex h-11 items-center whitespace-nowrap rounded-lg px-2 text-sm font-medium text-muted hover:bg-surface-2 hover:text-fg active:bg-line xl:px-2.5"
                activeProps={{ className: 'bg-surface-2 !text-fg', 'aria-current': 'page' }}
              >
                {link.label}
              </Link>
            ))}
          </nav>
        )}

        <div className="ml-auto flex shrink-0 items-center gap-0.5 sm:gap-2 lg:gap-1 xl:gap-2">
          {isAuthenticated && (
            <>
              <SearchBox className="hidden w-56 md:block lg:hidden xl:block xl:w-52" />
              <button
                ref={searchToggle}
                type="button"
                aria-label={searchOpen ? 'Close search' : 'Open search'}
                aria-expanded={searchOpen}
                aria-controls="header-search"
                className={cn(iconButtonShape, 'hidden lg:inline-flex xl:hidden')}
                onClick={() => setSearchOpen((open) => !open)}
              >
                {searchOpen ? <XIcon /> : <SearchIcon />}
              </button>
            </>
          )}
          <LiveIndicator />
          {user && <CashBalance key={user.id} userId={user.id} />}
          <ThemeToggle />
          <DeferredUserMenu />
        </div>
      </div>
      {isAuthenticated && (
        <div
          id="header-search"
          ref={searchRow}
          className={cn('border-t border-line px-3 py-2 md:hidden', searchOpen && 'lg:block xl:hidden')}
          // Escape folds the row opened by the search button, and focus goes back to that button.
          onKeyDown={(e) => {
            if (e.key !== 'Escape' || !searchOpen) return
            setSearchOpen(false)
            searchToggle.current?.focus()
          }}
        >
          <SearchBox className="lg:mx-auto lg:max-w-xl" />
        </div>
      )}
    </header>
  )
}
