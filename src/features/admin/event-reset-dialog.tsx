import { useMutation, useQueryClient } from '@tanstack/react-query'
import { resetEvent } from '../../api/event'
import { errorMessage } from '../../api/client'
import { DangerDialog } from '../../components/ui/danger-dialog'
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
  return (
    <DangerDialog
      title="Reset the event?"
      description="Every market, trade, order and position starts over. Everyone who joined keeps their account, with $10,000.00 in cash and nothing else, and stays signed in. This cannot be undone."
      confirmLabel="Reset the event"
      pendingLabel="Resetting…"
      pending={reset.isPending}
      error={reset.isError ? errorMessage(reset.error, "Couldn't reset the event. Nothing changed.") : null}
      onConfirm={() => reset.mutate()}
      onClose={onClose}
    />
  )
}
