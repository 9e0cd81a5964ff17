import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type PointerEvent,
  type RefObject,
} from 'react'
import { createPortal } from 'react-dom'
import { Link } from '@tanstack/react-router'
import { TOAST_SWIPE_THRESHOLD, toastDuration, topModalPanel, useToastStore, type Toast, type ToastLink } from './toast-store'
import { cn } from '../ui/cn'
import { XIcon } from '../ui/icons'

/**
 * The notifications. A toast never covers a control (docs/product.md, Toasts and controls): it
 * takes room of its own instead of lying over the page. On the page it shows in the sticky
 * header, below its bar, and the page moves down by its height (so nothing on screen goes under
 * it: the phone's trade bar and tab bar, the desktop ticket, a form's submit button); the header's
 * extra height is `--toast-h` on the root, which things stuck below the header add to their top.
 * A toast raised while a sheet or dialog is open shows at the top of that panel, in its flow (a
 * bottom sheet grows upwards, so its buttons stay put); the page's toasts wait while one is open.
 * F8 focuses the list.
 */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts).filter((t) => t.open)
  const regionRef = useRef<HTMLOListElement>(null)
  const panel = useTopPanel(toasts.length > 0)

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') {
        e.preventDefault()
        regionRef.current?.focus()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  // With a sheet or dialog open, only the toasts raised in it show (in it); the page's wait.
  const inPanel = panel ? toasts.filter((t) => t.layer === panel.id) : []
  const onPage = panel ? [] : toasts
  return (
    <>
      <PageToasts toasts={onPage} listRef={panel ? undefined : regionRef} />
      {panel && inPanel.length > 0 && <PanelToasts panel={panel} toasts={inPanel} listRef={regionRef} />}
    </>
  )
}

/** The open sheet or dialog on top, followed while toasts show (dialogs open and close meanwhile). */
function useTopPanel(watch: boolean): HTMLElement | null {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!watch) return () => undefined
      const observer = new MutationObserver(changed)
      observer.observe(document.body, { childList: true, subtree: true })
      return () => observer.disconnect()
    },
    [watch],
  )
  const panel = useSyncExternalStore(subscribe, topModalPanel, () => null)
  return watch ? panel : null
}

/**
 * A container of our own for a portal, put in `host()` (as its first or last child) once laid
 * out, and taken out with the caller. Without a host it is fixed at the top of the page.
 */
function useSlot(host: () => HTMLElement | null, where: 'first' | 'last'): HTMLElement {
  const [slot] = useState(() => {
    const div = document.createElement('div')
    div.dataset.toastSlot = ''
    return div
  })
  useLayoutEffect(() => {
    const parent = host()
    if (!parent) {
      slot.setAttribute('class', 'fixed inset-x-0 top-0 z-[100]')
      document.body.append(slot)
    } else if (where === 'first') parent.prepend(slot)
    else parent.append(slot)
    return () => slot.remove()
  }, [host, where, slot])
  return slot
}

/** The app's header (the shell's, beside #main). */
function appHeader(): HTMLElement | null {
  return document.getElementById('main')?.parentElement?.querySelector<HTMLElement>(':scope > header') ?? null
}

function PageToasts({ toasts, listRef }: { toasts: Toast[]; listRef?: RefObject<HTMLOListElement | null> }) {
  const slot = useSlot(appHeader, 'last')
  const shown = toasts.length > 0

  // The page moves down as the header grows: no scroll anchoring (which would keep what is on
  // screen in place, under the toast) while a toast shows. Set before the browser lays it out.
  useLayoutEffect(() => {
    if (!shown) return
    const root = document.documentElement
    root.style.overflowAnchor = 'none'
    document.body.style.overflowAnchor = 'none'
    return () => {
      root.style.overflowAnchor = ''
      document.body.style.overflowAnchor = ''
    }
  }, [shown])

  // The header's extra height, for what sticks below the header (--toast-h).
  useLayoutEffect(() => {
    const root = document.documentElement
    const observer = new ResizeObserver(() => root.style.setProperty('--toast-h', `${slot.offsetHeight}px`))
    observer.observe(slot)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--toast-h')
    }
  }, [slot])

  return createPortal(<ToastList toasts={toasts} listRef={listRef} className="px-3 pb-2 sm:px-4 sm:pb-4" />, slot)
}

function PanelToasts({
  panel,
  toasts,
  listRef,
}: {
  panel: HTMLElement
  toasts: Toast[]
  listRef: RefObject<HTMLOListElement | null>
}) {
  const host = useCallback(() => panel, [panel])
  const slot = useSlot(host, 'first')
  return createPortal(<ToastList toasts={toasts} listRef={listRef} className="pb-3" />, slot)
}

function ToastList({
  toasts,
  listRef,
  className,
}: {
  toasts: Toast[]
  listRef?: RefObject<HTMLOListElement | null>
  className: string
}) {
  return (
    <section aria-label="Notifications (F8)" className={cn('mx-auto flex max-w-7xl justify-end', toasts.length > 0 && className)}>
      <ol ref={listRef} tabIndex={-1} className="flex w-full flex-col gap-2 outline-none">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </ol>
    </section>
  )
}

function ToastItem({ toast: item }: { toast: Toast }) {
  const dismiss = useToastStore((s) => s.dismiss)
  const [dx, setDx] = useState(0)
  const [paused, setPaused] = useState(false)
  const start = useRef<number | null>(null)

  const duration = toastDuration(item)
  useEffect(() => {
    if (paused || duration === null) return
    const timer = setTimeout(() => dismiss(item.id), duration)
    return () => clearTimeout(timer)
  }, [paused, dismiss, item.id, duration])

  const onPointerDown = (e: PointerEvent) => {
    // Let the close button and the links ("View position") get their click: capturing the pointer would swallow it.
    if ((e.target as HTMLElement).closest('button, a')) return
    start.current = e.clientX
    ;(e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId)
  }
  const onPointerMove = (e: PointerEvent) => {
    if (start.current !== null) setDx(Math.max(0, e.clientX - start.current))
  }
  const onPointerUp = () => {
    if (dx > TOAST_SWIPE_THRESHOLD) dismiss(item.id)
    else setDx(0)
    start.current = null
  }

  const destructive = item.variant === 'destructive'
  return (
    <li
      role="status"
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-variant={item.variant}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        setDx(0)
        start.current = null
      }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      style={{ transform: dx ? `translateX(${dx}px)` : undefined, opacity: dx ? Math.max(0.2, 1 - dx / 200) : undefined }}
      className={cn(
        'pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-xl border p-3 pr-11 shadow-lg md:py-2.5 md:pl-4',
        'animate-[toast-in_160ms_ease-out]',
        destructive ? 'border-no-600 bg-no-600 text-white' : 'border-line bg-surface text-fg',
      )}
    >
      {/* Phones: a compact card (the market on one line, the figures beside the link), so the page
          moves down as little as it can. Wider screens: one line across the page (title, what
          happened, the figures, the link at the end), not a tall card in a corner. */}
      <div className="grid min-w-0 flex-1 gap-0.5 md:flex md:items-center md:gap-4">
        <div className="grid min-w-0 gap-0.5 md:flex md:flex-1 md:flex-wrap md:items-baseline md:gap-x-4 md:gap-y-0.5">
          <p className="text-sm font-semibold">{item.title}</p>
          {item.description && <p className={cn('text-sm', destructive ? 'text-white' : 'text-muted')}>{item.description}</p>}
          {item.subject && (
            <p className="flex min-w-0 max-w-full text-sm">
              <span className="truncate">{item.subject}</span>
              {item.answer && <span className="max-w-[70%] shrink-0 truncate">&nbsp;· {item.answer}</span>}
            </p>
          )}
          {item.details?.map((line, i) => (
            <p key={i} className={cn('text-sm', destructive ? 'text-white' : 'text-fg')}>
              {line}
            </p>
          ))}
        </div>
        {(item.figures || item.link) && (
          <div className="-mr-8 flex min-w-0 items-center justify-between gap-3 md:mr-0 md:contents">
            {item.figures && <p className="min-w-0 text-sm tabular-nums md:shrink-0">{item.figures}</p>}
            {item.link && <ToastLinkButton link={item.link} destructive={destructive} onClick={() => dismiss(item.id)} />}
          </div>
        )}
      </div>
      <button
        type="button"
        aria-label="Close notification"
        onClick={() => dismiss(item.id)}
        className={cn(
          'absolute right-0 top-0 inline-flex h-11 w-11 items-center justify-center rounded-md md:top-1/2 md:-translate-y-1/2',
          destructive ? 'text-white hover:bg-white/15' : 'text-muted hover:text-fg',
        )}
      >
        <XIcon size={16} />
      </button>
    </li>
  )
}

function ToastLinkButton({ link, destructive, onClick }: { link: ToastLink; destructive: boolean; onClick: () => void }) {
  const { label, ...target } = link
  return (
    <Link
      {...target}
      onClick={onClick}
      className={cn(
        'ml-auto inline-flex min-h-11 shrink-0 items-center rounded-lg px-3 text-sm font-semibold md:ml-0',
        destructive
          ? 'bg-white/15 text-white hover:bg-white/25'
          : 'bg-surface-2 text-brand-700 hover:bg-line active:bg-line dark:text-brand-100',
      )}
    >
      {label}
    </Link>
  )
}
