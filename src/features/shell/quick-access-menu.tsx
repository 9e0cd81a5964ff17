import { Menu, MenuButton, MenuItem, MenuItems, MenuSection, MenuHeading, MenuSeparator } from '@headlessui/react'
import { Link } from '@tanstack/react-router'
import { useAuth, displayName } from '../../lib/use-auth'
import { PAGE_NAMES, QUICK_ACCESS_LINKS, visibleLinks } from './nav-links'
import { SettingsIcon } from '../../components/ui/more-icons'
import { QA_BUTTON } from './deferred-menus'

const itemClass = 'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm text-fg data-[focus]:bg-surface-2 active:bg-line'

/**
 * The round QA button: quick access to every area, plus the Account section when signed in
 * (who is signed in, and Settings). Each page is listed once: My Portfolio and Admin Panel are
 * in the routes above, so the Account section does not repeat them.
 */
export function QuickAccessMenu() {
  const { user, isAdmin } = useAuth()
  return (
    <Menu>
      <MenuButton aria-label="QA: Quick access menu" className={QA_BUTTON}>
        QA
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom start', gap: 8 }}
        modal={false}
        className="z-50 w-64 rounded-xl border border-line bg-surface p-2 shadow-xl focus:outline-none"
      >
        <MenuSection>
          <MenuHeading className="px-3 py-1.5 text-xs font-semibold uppercase tracking-wide text-muted">Quick Access</MenuHeading>
          {visibleLinks(QUICK_ACCESS_LINKS, isAdmin).map((link) => (
            <MenuItem key={link.to}>
              <Link to={link.to} className={itemClass}>
                <link.icon size={16} /> {link.label}
              </Link>
            </MenuItem>
          ))}
        </MenuSection>
        {user && (
          <>
            <MenuSeparator className="my-2 h-px bg-line" />
            <MenuSection>
              <MenuHeading className="px-3 py-1.5 text-xs font-semibold uppercase tracking-wide text-muted">Account</MenuHeading>
              <p className="px-3 pb-1 text-xs text-muted">
                Logged in as <span className="font-medium text-fg">{user.firstName || user.email || displayName(user)}</span>
              </p>
              <MenuItem>
                <Link to="/settings" className={itemClass}>
                  <SettingsIcon size={16} /> {PAGE_NAMES['/settings']}
                </Link>
              </MenuItem>
            </MenuSection>
          </>
        )}
      </MenuItems>
    </Menu>
  )
}
