import type { ReactNode } from 'react'
import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { Button } from './button'
import { AlertIcon } from './icons'

interface Props {
  title: string
  description: ReactNode
  /** The confirm button's words, and its words while the action runs. */
  confirmLabel: string
  pendingLabel: string
  pending: boolean
  /** The confirm button waits (what it would do is still being worked out). */
  confirmDisabled?: boolean
  /** Why the action failed (shown above the buttons), or null. */
  error: string | null
  /** The form was submitted (the confirm button, or Enter in a field). */
  onConfirm: () => void
  onClose: () => void
  /** Fields between the description and the buttons. */
  children?: ReactNode
}

/**
 * A confirmation for an action that cannot be undone (resets): a form with the warning, optional
 * fields, the failure when there is one, Cancel and the red confirm button. Closing is refused
 * while the action runs. Mount it while open.
 */
export function DangerDialog({
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  confirmDisabled = false,
  error,
  onConfirm,
  onClose,
  children,
}: Props) {
  const close = () => {
    if (!pending) onClose()
  }
  return (
    <Dialog open onClose={close} className="relative z-50">
      <div className="fixed inset-0 bg-black/40 dark:bg-black/60" aria-hidden="true" />
      {/* The dialog scrolls as a whole when taller than the screen (a market's 20 answers on a phone):
          every choice and the buttons stay reachable, none in a box of its own. */}
      <div className="fixed inset-0 overflow-y-auto overscroll-contain">
        <div className="flex min-h-full items-end justify-center p-4 sm:items-center">
          <DialogPanel
            as="form"
            onSubmit={(event: React.FormEvent) => {
              event.preventDefault()
              if (!pending && !confirmDisabled) onConfirm()
            }}
            noValidate
            className="w-full max-w-md rounded-2xl border border-line bg-surface p-5 shadow-2xl sm:p-6"
          >
            <div className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-no-50 text-no-600 dark:bg-no-500/15 dark:text-no-500"
              >
                <AlertIcon size={20} />
              </span>
              <div className="min-w-0">
                <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
                <Description className="mt-1 text-sm text-muted">{description}</Description>
              </div>
            </div>
            {children}
            {error && (
              <p
                role="alert"
                className="mt-4 rounded-lg bg-no-50 px-3 py-2 text-sm text-no-700 dark:bg-no-500/15 dark:text-no-500"
              >
                {error}
              </p>
            )}
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={close} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" variant="danger" disabled={pending || confirmDisabled}>
                {pending ? pendingLabel : confirmLabel}
              </Button>
            </div>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  )
}
