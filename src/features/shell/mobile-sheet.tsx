import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { Link } from '@tanstack/react-router'
import { useAuth, displayName } from '../../lib/use-auth'
import { PAGE_NAMES, QUICK_ACCESS_LINKS, visibleLinks } from './nav-links'
import { XIcon } from '../../components/ui/icons'
import { LogOutIcon, SettingsIcon } from '../../components/ui/more-icons'
import { logoutHref } from '../../lib/external-auth'

const linkClass =
  'flex min-h-12 items-center gap-3 rounded-lg px-3 text-base font-medium text-fg hover:bg-surface-2 active:bg-line'
const headingClass = 'px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted'

/**
 * The phone menu (the tab bar's More), the phone's one place for everything the tabs do not
 * hold: the quick-access list (its 8 routes, /admin for admins only) and the Account section
 * (who is signed in, Settings, Log out), as the QA menu has them on desktops.
 */
export function MobileSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user, isAdmin } = useAuth()
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50 lg:hidden">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-y-0 right-0 flex w-full max-w-xs">
        <DialogPanel className="flex w-full flex-col overflow-y-auto border-l border-line bg-surface p-4 pb-[max(1rem,env(safe-area-inset-bottom))] shadow-2xl">
          <div className="mb-2 flex items-center justify-between">
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
          <nav aria-label="Mobile" className="flex flex-col gap-4">
            <section aria-labelledby="sheet-quick-access">
              <h2 id="sheet-quick-access" className={headingClass}>
                Quick Access
              </h2>
              <ul className="flex flex-col gap-0.5">
                {visibleLinks(QUICK_ACCESS_LINKS, isAdmin).map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      onClick={onClose}
                      className={linkClass}
                      activeOptions={{ exact: link.to === '/' }}
                      activeProps={{ className: 'bg-surface-2', 'aria-current': 'page' }}
                    >
                      <link.icon size={18} /> {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
            {user && (
              <section aria-labelledby="sheet-account" className="border-t border-line pt-4">
                <h2 id="sheet-account" className={headingClass}>
                  Account
                </h2>
                <p className="px-3 pb-2 text-sm text-muted">
                  Logged in as <span className="font-medium text-fg">{user.firstName || user.email || displayName(user)}</span>
                </p>
                <ul className="flex flex-col gap-0.5">
                  <li>
                    <Link
                      to="/settings"
                      onClick={onClose}
                      className={linkClass}
                      activeProps={{ className: 'bg-surface-2', 'aria-current': 'page' }}
                    >
                      <SettingsIcon size={18} /> {PAGE_NAMES['/settings']}
                    </Link>
                  </li>
                  <li>
                    <a href={logoutHref()} className={`${linkClass} text-no-600 dark:text-no-500`}>
                      <LogOutIcon size={18} /> Log out
                    </a>
                  </li>
                </ul>
              </section>
            )}
          </nav>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
