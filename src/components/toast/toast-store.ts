import { create } from 'zustand'

/** One toast at a time, 5 s each, a 50 px swipe dismisses (docs/product.md, Screens). */
const TOAST_LIMIT = 1
const TOAST_REMOVE_DELAY = 1_000_000
export const TOAST_DURATION = 5000
export const TOAST_SWIPE_THRESHOLD = 50

type ToastVariant = 'default' | 'destructive'

export interface Toast {
  id: number
  title: string
  description?: string
  variant: ToastVariant
  open: boolean
}

interface ToastState {
  toasts: Toast[]
  show: (toast: Omit<Toast, 'id' | 'open' | 'variant'> & { variant?: ToastVariant }) => number
  dismiss: (id: number) => void
  remove: (id: number) => void
}

let nextId = 1
const removeTimers = new Map<number, ReturnType<typeof setTimeout>>()

export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  show: (input) => {
    const id = nextId++
    const entry: Toast = { variant: 'default', ...input, id, open: true }
    // Newest first; only TOAST_LIMIT are kept, so one toast shows at a time.
    set((s) => ({ toasts: [entry, ...s.toasts].slice(0, TOAST_LIMIT) }))
    return id
  },
  dismiss: (id) => {
    set((s) => ({ toasts: s.toasts.map((t) => (t.id === id ? { ...t, open: false } : t)) }))
    if (!removeTimers.has(id)) {
      removeTimers.set(id, setTimeout(() => { removeTimers.delete(id); get().remove(id) }, TOAST_REMOVE_DELAY))
    }
  },
  remove: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}))

/** Shows a toast from anywhere (components, mutations). */
export function toast(input: { title: string; description?: string; variant?: ToastVariant }): number {
  return useToastStore.getState().show(input)
}
