import { create } from 'zustand'

/**
 * One toast at a time, 5 s each, a 50 px swipe dismisses (docs/product.md, Screens). Errors stay
 * until dismissed or replaced (docs/product.md, Toasts and controls).
 */
const TOAST_LIMIT = 1
const TOAST_REMOVE_DELAY = 1_000_000
export const TOAST_DURATION = 5000
export const TOAST_SWIPE_THRESHOLD = 50

type ToastVariant = 'default' | 'destructive'

/** A link a toast offers: to the trader's position, a market, the portfolio. */
export type ToastLink =
  /** `hash`: the portfolio row to show (src/lib/position-key.ts). */
  | { label: string; to: '/portfolio'; hash?: string }
  | { label: string; to: '/my-trades' }
  | { label: string; to: '/market/$id'; params: { id: string } }

export interface Toast {
  id: number
  title: string
  description?: string
  /** What it is about (a trade's market): one line, cut with an ellipsis where it is too long. */
  subject?: string
  /** The answer of a multi-answer market the subject is about: after it, kept whole (the question is cut instead). */
  answer?: string
  /** Lines below (each settled position), each whole. */
  details?: string[]
  /** A short line of figures (a trade's price and cost), beside the link on a phone. */
  figures?: string
  link?: ToastLink
  variant: ToastVariant
  open: boolean
  /**
   * The sheet or dialog on top when the toast was raised (its panel's id), where it shows while
   * that stays on top; null: the page's, which waits while a sheet or dialog is open.
   */
  layer: string | null
}

export type ToastInput = Omit<Toast, 'id' | 'open' | 'variant' | 'layer'> & { variant?: ToastVariant }

/** How long a toast shows: errors stay until the person dismisses them (or a newer toast replaces them). */
export function toastDuration(item: Pick<Toast, 'variant'>): number | null {
  return item.variant === 'destructive' ? null : TOAST_DURATION
}

/**
 * The open sheet or dialog on top: the panel of the last Headless UI dialog in the page (each
 * portals in the order it opened, so the last is on top), or null.
 */
export function topModalPanel(): HTMLElement | null {
  if (typeof document === 'undefined') return null
  const panels = document.querySelectorAll<HTMLElement>('[id^="headlessui-dialog-panel-"]')
  return panels[panels.length - 1] ?? null
}

interface ToastState {
  toasts: Toast[]
  show: (toast: ToastInput) => number
  dismiss: (id: number) => void
  remove: (id: number) => void
}

let nextId = 1
const removeTimers = new Map<number, ReturnType<typeof setTimeout>>()

export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  show: (input) => {
    const id = nextId++
    const entry: Toast = { variant: 'default', ...input, id, open: true, layer: topModalPanel()?.id ?? null }
    // Newest first; only TOAST_LIMIT are kept, so one toast shows at a time.
    set((s) => ({ toasts: [entry, ...s.toasts].slice(0, TOAST_LIMIT) }))
    return id
  },
  dismiss: (id) => {
    set((s) => ({ toasts: s.toasts.map((t) => (t.id === id ? { ...t, open: false } : t)) }))
    if (!removeTimers.has(id)) {
      removeTimers.set(
        id,
        setTimeout(() => {
          removeTimers.delete(id)
          get().remove(id)
        }, TOAST_REMOVE_DELAY),
      )
    }
  },
  remove: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}))

/** Shows a toast from anywhere (components, mutations). */
export function toast(input: ToastInput): number {
  return useToastStore.getState().show(input)
}
