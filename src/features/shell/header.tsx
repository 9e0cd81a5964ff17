import { Link, useRouter } from '@tanstack/react-router'
import { ArrowLeftIcon } from '../../components/ui/icons'
import { LogoMark } from '../../components/ui/logo'
import { useAuth } from '../../lib/use-auth'
import { DeferredQuickAccessMenu, DeferredUserMenu } from './deferred-menus'
import { CashBalance } from './cash-balance'
import { LiveIndicator } from './live-indicator'
import { ThemeToggle } from './theme-toggle'
import { SearchBox } from './search-box'
import { NAV_LINKS, visibleLinks } from './nav-links'

// 44 px: a thumb's tap target.
const iconButton = 'inline-flex h-11 w-11 items-center justify-center rounded-full text-fg hover:bg-surface-2'

export function Header() {
  const { user, isAuthenticated, isAdmin } = useAuth()
  const router = useRouter()

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-0.5 px-1 sm:gap-2 sm:px-4">
        <button type="button" aria-label="Go back" className={iconButton} onClick={() => router.history.back()}>
          <ArrowLeftIcon />
        </button>
        <DeferredQuickAccessMenu />
        <Link
          to="/"
          className="flex h-11 items-center gap-2 rounded-lg px-1 font-bold tracking-tight"
          aria-label="Foresight home"
        >
          <LogoMark size={30} />
          <span className="hidden text-lg sm:inline lg:hidden xl:inline">Foresight</span>
        </Link>

        {isAuthenticated && (
          <nav aria-label="Main" className="ml-2 hidden items-center gap-0.5 lg:flex xl:ml-4 xl:gap-1">
            {visibleLinks(NAV_LINKS, isAdmin).map((link) => (
              <Link
                key={link.to}
                to={link.to}
                activeOptions={{ exact: link.to === '/' }}
                className="inline-flex h-11 items-center whitespace-nowrap rounded-lg px-2.5 text-sm font-medium xl:px-3 text-muted hover:bg-surface-2 hover:text-fg active:bg-line"
                activeProps={{ className: 'bg-surface-2 !text-fg', 'aria-current': 'page' }}
              >
                {link.label}
              </Link>
            ))}
          </nav>
        )}

        <div className="ml-auto flex items-center gap-0.5 sm:gap-2">
          {isAuthenticated && <SearchBox className="hidden w-56 md:block lg:w-40 xl:w-64" />}
          <LiveIndicator />
          {user && <CashBalance key={user.id} userId={user.id} />}
          <ThemeToggle />
          <DeferredUserMenu />
        </div>
      </div>
      {isAuthenticated && (
        <div className="border-t border-line px-3 py-2 md:hidden">
          <SearchBox />
        </div>
      )}
    </header>
  )
}
