import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { useAuth, displayName } from '../../lib/use-auth'
import { Avatar } from '../../components/ui/avatar'
import { buttonClass } from '../../components/ui/button'
import { Link } from '@tanstack/react-router'
import { loadOnce } from '../../lib/async'

/**
 * The header's menus need Headless UI (with floating-ui and react-aria, about a third of the
 * first chunk) only once one opens. Until then a look-alike button stands in: a hover, focus
 * or touch fetches the menu's code, the first click (or Enter/Space) swaps in the real menu
 * and opens it. The phone's side sheet loads when it is first opened.
 */
type Menus = typeof import('./header-menus')

const loadMenus = loadOnce(() => import('./header-menus'))

/** Fetches the menus' code ahead, when a control that opens one is pointed at or focused. */
export const warmMenus = () => void loadMenus()

function useMenus(): [Menus | null, () => void] {
  const [loaded, setLoaded] = useState<Menus | null>(null)
  const load = () => void loadMenus().then(setLoaded)
  return [loaded, load]
}

interface DeferredProps {
  /** The stand-in button's name and look, the same as the real one's. */
  label: string
  /** Name it with hidden text instead of aria-label (when its content is a picture, not a label). */
  hiddenLabel?: boolean
  className: string
  children: ReactNode
  render: (m: Menus) => ReactNode
}

function DeferredMenu({ label, hiddenLabel, className, children, render }: DeferredProps) {
  const [loaded, load] = useMenus()
  const box = useRef<HTMLSpanElement>(null)
  // The real menu replaced the stand-in after a click (or Enter/Space): move the focus to
  // it and open it for that click. Hover and focus only fetch the code, so the button never
  // changes under a pointer halfway through a click.
  useEffect(() => {
    if (!loaded) return
    const button = box.current?.querySelector('button')
    button?.focus()
    button?.click()
  }, [loaded])

  if (loaded)
    return (
      <span ref={box} className="contents">
        {render(loaded)}
      </span>
    )
  return (
    <button
      type="button"
      aria-label={hiddenLabel ? undefined : label}
      aria-haspopup="menu"
      aria-expanded="false"
      className={className}
      onPointerEnter={warmMenus}
      onTouchStart={warmMenus}
      onFocus={warmMenus}
      onClick={load}
    >
      {children}
      {hiddenLabel && <span className="sr-only">{label}</span>}
    </button>
  )
}

/** The round QA button, 44 px, white on the brand's indigo-to-violet in every state. */
export const QA_BUTTON =
  'flex h-11 w-11 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-violet-700 text-xs font-bold text-white shadow-sm hover:from-brand-700 hover:to-violet-800 active:from-brand-700 active:to-violet-900'

export function DeferredQuickAccessMenu() {
  return (
    <DeferredMenu label="QA: Quick access menu" render={(m) => <m.QuickAccessMenu />} className={QA_BUTTON}>
      QA
    </DeferredMenu>
  )
}

export function DeferredUserMenu() {
  const { user, sessionError } = useAuth()
  // The check failed (not a 401): nobody is known to be signed out, so no Sign In (the page says what failed).
  if (!user && sessionError) return null
  if (!user)
    return (
      // On a phone the header's edge padding is slim (for the icon buttons' 44 px): the filled button keeps clear of the edge.
      <Link to="/local-login" className={`${buttonClass('primary', 'md')} mr-2 sm:mr-0`}>
        Sign In
      </Link>
    )
  const name = displayName(user)
  return (
    <DeferredMenu
      label={`Account menu for ${name}`}
      hiddenLabel
      render={(m) => <m.UserMenu />}
      className="inline-flex h-11 w-11 items-center justify-center rounded-full"
    >
      <Avatar name={name} src={user.profileImageUrl} />
    </DeferredMenu>
  )
}

const LazySheet: ComponentType<{ open: boolean; onClose: () => void }> = lazy(() =>
  loadMenus().then((m) => ({ default: m.MobileSheet })),
)

/** The phone menu, loaded when first opened (or warmed by warmMenus). */
export function DeferredMobileSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [wanted, setWanted] = useState(open)
  if (open && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <LazySheet open={open} onClose={onClose} />
    </Suspense>
  )
}
