import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react'
import { Link } from '@tanstack/react-router'
import { useAuth, displayName } from '../../lib/use-auth'
import { buttonClass } from '../../components/ui/button'
import { ShieldIcon } from '../../components/ui/icons'
import { LogOutIcon, SettingsIcon } from '../../components/ui/more-icons'
import { Avatar } from '../../components/ui/avatar'
import { logoutHref } from '../../lib/external-auth'
import { PAGE_NAMES } from './nav-links'

const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm text-fg data-[focus]:bg-surface-2 active:bg-line'

export function UserMenu() {
  const { user, isAdmin } = useAuth()
  if (!user) {
    return (
      // On a phone the header's edge padding is slim (for the icon buttons' 44 px): the filled button keeps clear of the edge.
      <Link to="/local-login" className={`${buttonClass('primary', 'md')} mr-2 sm:mr-0`}>
        Sign In
      </Link>
    )
  }
  const name = displayName(user)
  return (
    <Menu>
      {/* Named by hidden text, not aria-label: the initials are a picture of the person, not a label. */}
      <MenuButton className="inline-flex h-11 w-11 items-center justify-center rounded-full">
        <Avatar name={name} src={user.profileImageUrl} />
        <span className="sr-only">Account menu for {name}</span>
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 8 }}
        modal={false}
        className="z-50 w-64 rounded-xl border border-line bg-surface p-2 shadow-xl focus:outline-none"
      >
        <div className="px-3 py-2">
          <p className="truncate text-sm font-semibold">{name}</p>
          {user.email && <p className="truncate text-xs text-muted">{user.email}</p>}
        </div>
        <MenuSeparator className="my-1 h-px bg-line" />
        {isAdmin && (
          <MenuItem>
            <Link to="/admin" className={itemClass}>
              <ShieldIcon size={16} /> {PAGE_NAMES['/admin']}
            </Link>
          </MenuItem>
        )}
        <MenuItem>
          <Link to="/settings" className={itemClass}>
            <SettingsIcon size={16} /> {PAGE_NAMES['/settings']}
          </Link>
        </MenuItem>
        <MenuItem>
          <a href={logoutHref()} className={itemClass}>
            <LogOutIcon size={16} /> Log out
          </a>
        </MenuItem>
      </MenuItems>
    </Menu>
  )
}
