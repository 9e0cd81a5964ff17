import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminMarketsKey, payoutPreviewQuery, resolveMarket } from '../../api/admin'
import { marketKeys } from '../../api/markets'
import { portfolioKeys } from '../../api/portfolio'
import { errorMessage } from '../../api/client'
import type { Market, PayoutPreview, Resolution } from '../../api/contract'
import { formatMoney } from '../../lib/format'
import { DangerDialog } from '../ui/danger-dialog'
import { Label, inputClass } from '../ui/input'
import { cn } from '../ui/cn'
import { toast } from '../toast/toast-store'

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

/** What each outcome's toast, buttons and preview say. */
const WORDING: Record<Resolution, { toast: string; confirm: string; pending: string }> = {
  yes: { toast: 'Resolved YES', confirm: 'Resolve YES', pending: 'Resolving…' },
  no: { toast: 'Resolved NO', confirm: 'Resolve NO', pending: 'Resolving…' },
  void: { toast: 'Voided: traders refunded', confirm: 'Void market', pending: 'Voiding…' },
}

/** What the resolution would pay, from its preview: who is paid (or refunded) and how much. */
function payoutWords(outcome: Resolution, { traders, payout }: PayoutPreview): string {
  const who = `${formatMoney(payout)} to ${plural(traders, 'trader', 'traders')}`
  if (outcome === 'void') {
    return traders === 0
      ? 'Nobody has money in this market: nobody is refunded.'
      : `Refunds ${who} (what each put in, less what they took out). Nobody wins.`
  }
  const word = outcome.toUpperCase()
  return traders === 0 ? `No trader holds ${word}: nobody is paid.` : `Pays ${who} ($1.00 for each ${word} contract).`
}

/**
 * Resolve a market an admin made (docs/product.md, "Markets admins make"): Yes, No or Void, what
 * that pays (or refunds) to how many traders (the API's preview, nothing written), an optional
 * note, then confirm. It cannot be undone. Mounted while open.
 */
export function ResolveMarketDialog({ market, onClose }: { market: Market; onClose: () => void }) {
  const queryClient = useQueryClient()
  const [outcome, setOutcome] = useState<Resolution>('yes')
  const [note, setNote] = useState('')
  const preview = useQuery(payoutPreviewQuery(market.id, outcome))
  const resolve = useMutation({
    mutationFn: () => resolveMarket(market.id, outcome, note),
    onSuccess: (resolved) => {
      void queryClient.invalidateQueries({ queryKey: adminMarketsKey })
      void queryClient.invalidateQueries({ queryKey: marketKeys.all })
      void queryClient.invalidateQueries({ queryKey: portfolioKeys.all })
      toast({
        title: WORDING[outcome].toast,
        description: resolved.title,
        link: { label: 'View market', to: '/market/$id', params: { id: resolved.id } },
      })
      onClose()
    },
  })

  const pays = preview.isPending
    ? 'Working out the payout…'
    : preview.isError
      ? errorMessage(preview.error, "Couldn't work out the payout.")
      : payoutWords(outcome, preview.data)
  const orders =
    preview.data && preview.data.openOrders > 0
      ? ` Cancels ${plural(preview.data.openOrders, 'open order', 'open orders')}; their money comes back.`
      : ''

  return (
    <DangerDialog
      title={`Resolve “${market.title}”?`}
      description={
        <>
          Trading ends and the market pays out at once. <span data-testid="payout-preview">{pays + orders}</span> This cannot be
          undone.
        </>
      }
      confirmLabel={WORDING[outcome].confirm}
      pendingLabel={WORDING[outcome].pending}
      pending={resolve.isPending}
      confirmDisabled={!preview.isSuccess}
      error={resolve.isError ? errorMessage(resolve.error, "Couldn't resolve the market. Nothing changed.") : null}
      onConfirm={() => resolve.mutate()}
      onClose={onClose}
    >
      <fieldset className="mt-4">
        <legend className="text-sm font-medium">Outcome</legend>
        <div className="mt-1 grid grid-cols-3 gap-2">
          {(['yes', 'no', 'void'] as const).map((side) => (
            <label
              key={side}
              className={cn(
                'flex h-11 cursor-pointer items-center justify-center rounded-lg border text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                outcome === side
                  ? side === 'yes'
                    ? 'border-yes-600 bg-yes-50 text-yes-700 dark:bg-yes-500/15 dark:text-yes-500'
                    : side === 'no'
                      ? 'border-no-600 bg-no-50 text-no-700 dark:bg-no-500/15 dark:text-no-500'
                      : 'border-fg bg-surface-2 text-fg'
                  : 'border-line text-muted hover:bg-surface-2',
              )}
            >
              <input
                type="radio"
                name="outcome"
                value={side}
                checked={outcome === side}
                onChange={() => setOutcome(side)}
                className="sr-only"
              />
              {side === 'yes' ? 'Yes' : side === 'no' ? 'No' : 'Void'}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4">
        <Label htmlFor="resolution-note">Note for traders (optional)</Label>
        <textarea
          id="resolution-note"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={500}
          rows={2}
          placeholder="Announced on stage at 17:00."
          className={cn(inputClass, 'mt-1 h-auto py-2')}
        />
      </div>
    </DangerDialog>
  )
}
