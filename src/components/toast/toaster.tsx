import { useEffect, useRef, useState, type PointerEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { TOAST_DURATION, TOAST_SWIPE_THRESHOLD, useToastStore, type Toast, type ToastLink } from './toast-store'
import { cn } from '../ui/cn'
import { XIcon } from '../ui/icons'

/**
 * The notification region: at the bottom, within the thumb's reach and clear of the header,
 * right-aligned on wide screens; on phones above the tab bar (--bottom-bar-h). F8 focuses it.
 */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts)
  const regionRef = useRef<HTMLOListElement>(null)

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

  return (
    <section
      aria-label="Notifications (F8)"
      className="pointer-events-none fixed inset-x-0 bottom-[var(--bottom-bar-h)] z-[100] flex justify-center p-3 sm:justify-end sm:p-4"
    >
      <ol ref={regionRef} tabIndex={-1} className="flex w-full flex-col gap-2 outline-none md:max-w-[420px]">
        {toasts
          .filter((t) => t.open)
          .map((t) => (
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

  useEffect(() => {
    if (paused) return
    const timer = setTimeout(() => dismiss(item.id), TOAST_DURATION)
    return () => clearTimeout(timer)
  }, [paused, dismiss, item.id])

  const onPointerDown = (e: PointerEvent) => {
    // Let the close button get its click: capturing the pointer would swallow it.
    if ((e.target as HTMLElement).closest('button')) return
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
        'pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-xl border p-4 pr-11 shadow-lg',
        'animate-[toast-in_160ms_ease-out]',
        destructive ? 'border-no-600 bg-no-600 text-white' : 'border-line bg-surface text-fg',
      )}
    >
      <div className="grid min-w-0 gap-1">
        <p className="text-sm font-semibold">{item.title}</p>
        {item.description && <p className={cn('text-sm', destructive ? 'text-white' : 'text-muted')}>{item.description}</p>}
        {item.details?.map((line, i) => (
          <p key={i} className={cn('text-sm', destructive ? 'text-white' : 'text-fg')}>
            {line}
          </p>
        ))}
        {item.link && <ToastLinkButton link={item.link} destructive={destructive} onClick={() => dismiss(item.id)} />}
      </div>
      <button
        type="button"
        aria-label="Close notification"
        onClick={() => dismiss(item.id)}
        className={cn(
          'absolute right-0 top-0 inline-flex h-11 w-11 items-center justify-center rounded-md',
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
        'mt-1 inline-flex min-h-11 items-center self-start rounded-lg px-3 text-sm font-semibold',
        destructive
          ? 'bg-white/15 text-white hover:bg-white/25'
          : 'bg-surface-2 text-brand-700 hover:bg-line active:bg-line dark:text-brand-100',
      )}
    >
      {label}
    </Link>
  )
}
