import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { resetEvent } from '../../api/event'
import { errorMessage } from '../../api/client'
import { Button } from '../../components/ui/button'
import { AlertIcon } from '../../components/ui/icons'
import { toast } from '../../components/toast/toast-store'

/** Confirms an event reset (POST /api/event/reset). Mounted while open. */
export function EventResetDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient()
  const reset = useMutation({
    mutationFn: () => resetEvent(queryClient),
    onSuccess: () => {
      toast({ title: 'The event starts over', description: 'Everyone who joined has $10,000.00 again.' })
      onClose()
    },
  })
  const close = () => {
    if (!reset.isPending) onClose()
  }
  return (
    <Dialog open onClose={close} className="relative z-50">
      <div className="fixed inset-0 bg-black/40 dark:bg-black/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center p-4 sm:items-center">
        <DialogPanel className="w-full max-w-md rounded-2xl border border-line bg-surface p-5 shadow-2xl sm:p-6">
          <div className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-no-50 text-no-600 dark:bg-no-500/15 dark:text-no-500"
            >
              <AlertIcon size={20} />
            </span>
            <div className="min-w-0">
              <DialogTitle className="text-lg font-semibold">Reset the event?</DialogTitle>
              <Description className="mt-1 text-sm text-muted">
                Every market, trade, order and position starts over. Everyone who joined keeps their account, with $10,000.00 in
                cash and nothing else, and stays signed in. This cannot be undone.
              </Description>
            </div>
          </div>
          {reset.isError && (
            <p role="alert" className="mt-4 rounded-lg bg-no-50 px-3 py-2 text-sm text-no-700 dark:bg-no-500/15 dark:text-no-500">
              {errorMessage(reset.error, "Couldn't reset the event. Nothing changed.")}
            </p>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close} disabled={reset.isPending}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => reset.mutate()} disabled={reset.isPending}>
              {reset.isPending ? 'Resetting…' : 'Reset the event'}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
