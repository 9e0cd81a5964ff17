import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminMarketsKey, payoutPreviewQuery, resolveMarket, type ResolutionChoice } from '../../api/admin'
import { marketKeys } from '../../api/markets'
import { portfolioKeys } from '../../api/portfolio'
import { errorMessage } from '../../api/client'
import type { Market, PayoutPreview, Resolution } from '../../api/contract'
import { formatMoney, formatPercent } from '../../lib/format'
import { answersByChance } from '../../lib/answers'
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
function payoutWords(outcome: Resolution, { traders, payout }: PayoutPreview, answer?: string): string {
  const who = `${formatMoney(payout)} to ${plural(traders, 'trader', 'traders')}`
  if (outcome === 'void') {
    return traders === 0
      ? 'Nobody has money in this market: nobody is refunded.'
      : `Refunds ${who} (what each put in, less what they took out). Nobody wins.`
  }
  if (answer !== undefined) {
    return traders === 0
      ? 'Nobody holds a winning contract: nobody is paid.'
      : `Pays ${who} ($1.00 for each Yes on “${answer}” and each No on the other answers).`
  }
  const word = outcome.toUpperCase()
  return traders === 0 ? `No trader holds ${word}: nobody is paid.` : `Pays ${who} ($1.00 for each ${word} contract).`
}

/** The choices the dialog offers: Yes, No and Void, or a multi-answer market's answers (by chance) and Void. */
function choicesOf(market: Market): { key: string; label: string; chance?: string; choice: ResolutionChoice }[] {
  const voiding = { key: 'void', label: 'Void', choice: { outcome: 'void' as const } }
  if (!market.answers) {
    return [
      { key: 'yes', label: 'Yes', choice: { outcome: 'yes' } },
      { key: 'no', label: 'No', choice: { outcome: 'no' } },
      voiding,
    ]
  }
  const byChance = answersByChance(market.answers)
  return [
    ...byChance.map((a) => ({ key: a.id, label: a.text, chance: formatPercent(a.yesPrice), choice: { answerId: a.id } })),
    voiding,
  ]
}

/**
 * Resolve a market an admin made (docs/product.md, "Markets admins make"): Yes, No or Void (a
 * multi-answer market: the answer that won, or Void), what that pays (or refunds) to how many
 * traders (the API's preview, nothing written), an optional note, then confirm. It cannot be
 * undone. Mounted while open.
 */
export function ResolveMarketDialog({ market, onClose }: { market: Market; onClose: () => void }) {
  const queryClient = useQueryClient()
  const choices = choicesOf(market)
  // Nothing is chosen at first: a resolution cannot be undone, so the admin picks the outcome.
  const [key, setKey] = useState<string | null>(null)
  const picked = choices.find((c) => c.key === key)
  const choice = picked?.choice
  const outcome: Resolution = choice && 'outcome' in choice ? choice.outcome : 'yes'
  const answer = picked && choice && 'answerId' in choice ? picked.label : undefined
  const words = !picked
    ? { toast: '', confirm: 'Resolve', pending: 'Resolving…' }
    : answer !== undefined
      ? { toast: `Resolved: ${answer}`, confirm: 'Resolve to this answer', pending: 'Resolving…' }
      : WORDING[outcome]
  const [note, setNote] = useState('')
  const preview = useQuery({
    ...payoutPreviewQuery(market.id, choice ?? { outcome: 'yes' }),
    enabled: choice !== undefined,
  })
  const resolve = useMutation({
    mutationFn: () => resolveMarket(market.id, choice!, note),
    onSuccess: (resolved) => {
      void queryClient.invalidateQueries({ queryKey: adminMarketsKey })
      void queryClient.invalidateQueries({ queryKey: marketKeys.all })
      void queryClient.invalidateQueries({ queryKey: portfolioKeys.all })
      toast({
        title: words.toast,
        description: resolved.title,
        link: { label: 'View market', to: '/market/$id', params: { id: resolved.id } },
      })
      onClose()
    },
  })

  const pays = !choice
    ? market.answers
      ? 'Choose the answer that won, or Void, to see what it pays.'
      : 'Choose Yes, No or Void to see what it pays.'
    : preview.isPending
      ? 'Working out the payout…'
      : preview.isError
        ? errorMessage(preview.error, "Couldn't work out the payout.")
        : payoutWords(outcome, preview.data, answer)
  const orders =
    preview.data && preview.data.openOrders > 0
      ? ` Cancels ${plural(preview.data.openOrders, 'open order', 'open orders')}; their money comes back.`
      : ''

  return (
    <DangerDialog
      title={`Resolve “${market.title}”`}
      description={
        <>
          Trading ends and the market pays out at once. <span data-testid="payout-preview">{pays + orders}</span> This cannot be
          undone.
        </>
      }
      confirmLabel={words.confirm}
      pendingLabel={words.pending}
      pending={resolve.isPending}
      confirmDisabled={!choice || !preview.isSuccess}
      error={resolve.isError ? errorMessage(resolve.error, "Couldn't resolve the market. Nothing changed.") : null}
      onConfirm={() => resolve.mutate()}
      onClose={onClose}
    >
      <fieldset className="mt-4">
        <legend className="text-sm font-medium">{market.answers ? 'The answer that won' : 'Outcome'}</legend>
        <div
          className={cn(
            'mt-1 grid gap-2',
            // Every answer shows (the dialog scrolls, not a box of its own), Void on a row of its own.
            market.answers ? 'grid-cols-2' : 'grid-cols-3',
          )}
        >
          {choices.map((c) => (
            <label
              key={c.key}
              className={cn(
                'flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-lg border px-3 py-1 text-center text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                market.answers && c.key === 'void' && 'col-span-2',
                key === c.key
                  ? c.key === 'no'
                    ? 'border-no-600 bg-no-50 text-no-700 dark:bg-no-500/15 dark:text-no-500'
                    : c.key === 'void'
                      ? 'border-fg bg-surface-2 text-fg'
                      : 'border-yes-600 bg-yes-50 text-yes-700 dark:bg-yes-500/15 dark:text-yes-500'
                  : 'border-line text-muted hover:bg-surface-2',
              )}
            >
              <input
                type="radio"
                name="outcome"
                value={c.key}
                checked={key === c.key}
                onChange={() => setKey(c.key)}
                className="sr-only"
              />
              <span className="break-words [overflow-wrap:anywhere]">{c.label}</span>
              {c.chance && <span className="text-xs font-normal tabular-nums opacity-80">{c.chance} chance</span>}
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
