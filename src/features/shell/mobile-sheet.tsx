import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { Link } from '@tanstack/react-router'
import { useAuth, displayName } from '../../lib/use-auth'
import { NAV_LINKS, PAGE_NAMES, visibleLinks } from './nav-links'
import { BarChartIcon, XIcon } from '../../components/ui/icons'
import { LogOutIcon, SettingsIcon } from '../../components/ui/more-icons'
import { logoutHref } from '../../lib/external-auth'

const linkClass =
  'flex min-h-12 items-center gap-3 rounded-lg px-3 text-base font-medium text-fg hover:bg-surface-2 active:bg-line'

/** The phone menu (the tab bar's More): the same links as the desktop nav, in a side sheet. */
export function MobileSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user, isAdmin } = useAuth()
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50 lg:hidden">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-y-0 right-0 flex w-full max-w-xs">
        <DialogPanel className="flex w-full flex-col overflow-y-auto border-l border-line bg-surface p-4 shadow-2xl">
          <div className="mb-4 flex items-center justify-between">
            <DialogTitle className="text-lg font-semibold">Menu</DialogTitle>
            <button
              type="button"
              aria-label="Close menu"
              onClick={onClose}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-surface-2 active:bg-line"
            >
              <XIcon />
            </button>
          </div>
          {user && (
            <div className="mb-4 rounded-lg bg-surface-2 px-3 py-2">
              <p className="truncate text-sm font-semibold">{displayName(user)}</p>
              {user.email && <p className="truncate text-xs text-muted">{user.email}</p>}
            </div>
          )}
          <nav aria-label="Mobile" className="flex flex-col gap-1">
            {visibleLinks(NAV_LINKS, isAdmin).map((link) => (
              <Link
                key={link.to}
                to={link.to}
                onClick={onClose}
                className={linkClass}
                activeOptions={{ exact: link.to === '/' }}
                activeProps={{ className: 'bg-surface-2', 'aria-current': 'page' }}
              >
                <link.icon size={18} /> {link.label}
              </Link>
            ))}
            <Link to="/my-trades" onClick={onClose} className={linkClass}>
              <BarChartIcon size={18} /> {PAGE_NAMES['/my-trades']}
            </Link>
            <Link to="/settings" onClick={onClose} className={linkClass}>
              <SettingsIcon size={18} /> {PAGE_NAMES['/settings']}
            </Link>
          </nav>
          {user && (
            <a href={logoutHref()} className={`${linkClass} mt-auto text-no-600 dark:text-no-500`}>
              <LogOutIcon size={18} /> Log out
            </a>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  )
}
