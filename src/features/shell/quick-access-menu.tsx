import { Menu, MenuButton, MenuItem, MenuItems, MenuSection, MenuHeading, MenuSeparator } from '@headlessui/react'
import { Link } from '@tanstack/react-router'
import { useAuth, displayName } from '../../lib/use-auth'
import { QUICK_ACCESS_LINKS, visibleLinks } from './nav-links'
import { BriefcaseIcon, ShieldIcon } from '../../components/ui/icons'

const itemClass = 'flex items-center gap-3 rounded-lg px-3 py-2 text-sm text-fg data-[focus]:bg-surface-2'

/** The round QA button: quick access to every area, plus the Account section when signed in. */
export function QuickAccessMenu() {
  const { user, isAdmin } = useAuth()
  return (
    <Menu>
      <MenuButton aria-label="QA: Quick access menu"
        className="flex h-9 w-9 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-violet-600 text-xs font-bold text-white shadow-sm hover:brightness-110">
        QA
      </MenuButton>
      <MenuItems anchor={{ to: 'bottom start', gap: 8 }} modal={false}
        className="z-50 w-64 rounded-xl border border-line bg-surface p-2 shadow-xl focus:outline-none">
        <MenuSection>
          <MenuHeading className="px-3 py-1.5 text-xs font-semibold uppercase tracking-wide text-muted">Quick Access</MenuHeading>
          {visibleLinks(QUICK_ACCESS_LINKS, isAdmin).map((link) => (
            <MenuItem key={link.to}>
              <Link to={link.to} className={itemClass}><link.icon size={16} /> {link.label}</Link>
            </MenuItem>
          ))}
        </MenuSection>
        {user && (
          <>
            <MenuSeparator className="my-2 h-px bg-line" />
            <MenuSection>
              <MenuHeading className="px-3 py-1.5 text-xs font-semibold uppercase tracking-wide text-muted">Account</MenuHeading>
              <p className="px-3 pb-1 text-xs text-muted">Logged in as <span className="font-medium text-fg">{user.firstName || user.email || displayName(user)}</span></p>
              <MenuItem>
                <Link to="/portfolio" className={itemClass}><BriefcaseIcon size={16} /> Portfolio</Link>
              </MenuItem>
              {isAdmin && (
                <MenuItem>
                  <Link to="/admin" className={itemClass}><ShieldIcon size={16} /> Admin Panel</Link>
                </MenuItem>
              )}
            </MenuSection>
          </>
        )}
      </MenuItems>
    </Menu>
  )
}
