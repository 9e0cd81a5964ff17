import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { LiquidityAction } from '../../api/liquidity'
import type { LiquidityPool } from '../../api/contract'
import { portfolioQuery } from '../../api/portfolio'
import { Button } from '../../components/ui/button'
import { AlertIcon, XIcon } from '../../components/ui/icons'
import { Input, Label } from '../../components/ui/input'
import { formatMoney } from '../../lib/format'
import { useAuth } from '../../lib/use-auth'
import { ActionToggle } from './action-toggle'
import { amountProblem, parseAmount } from '../../lib/liquidity-math'
import { LiquidityPreviewPanel } from './liquidity-preview'
import { useLiquidityAction } from './use-liquidity-action'

interface Props {
  pool: LiquidityPool | null
  onClose: () => void
}

/** The manage panel: Add or Remove (only with a contribution), an amount in dollars, and all it will do. */
export function ManageLiquidityDialog({ pool, onClose }: Props) {
  return (
    <Dialog open={pool !== null} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center sm:items-center sm:p-4">
        <DialogPanel className="max-h-[92dvh] w-full max-w-md overflow-y-auto rounded-t-2xl border border-line bg-surface p-5 shadow-2xl sm:rounded-2xl">
          {pool && <ManageForm key={pool.id} pool={pool} onClose={onClose} />}
        </DialogPanel>
      </div>
    </Dialog>
  )
}

function ManageForm({ pool, onClose }: { pool: LiquidityPool; onClose: () => void }) {
  const canRemove = pool.myValue > 0
  const [action, setAction] = useState<LiquidityAction>('add')
  const [text, setText] = useState('')
  const amount = parseAmount(text)
  const problem = amountProblem(text)
  const mutation = useLiquidityAction(onClose)
  const { user } = useAuth()
  const balance = useQuery({ ...portfolioQuery(user?.id ?? ''), enabled: !!user }).data?.balance
  const inputId = useId()
  const busy = mutation.isPending
  const adding = action === 'add'

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        if (amount === null || busy) return
        mutation.mutate({ poolId: pool.id, action, amount })
      }}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <DialogTitle className="text-lg font-semibold tracking-tight">Manage Liquidity</DialogTitle>
          <p className="mt-0.5 line-clamp-2 text-sm text-muted">{pool.market}</p>
        </div>
        <button type="button" aria-label="Close" onClick={onClose} className="-mr-2 -mt-1 rounded-full p-2 hover:bg-surface-2">
          <XIcon size={18} />
        </button>
      </div>
      <ActionToggle
        className="mt-4"
        value={action}
        canRemove={canRemove}
        onChange={(next) => {
          setAction(next)
          setText('')
        }}
      />
      <div className="mt-4 flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor={inputId}>Amount (USD)</Label>
          {adding ? (
            balance !== undefined && (
              <span className="text-xs text-muted">
                Available <span className="font-medium text-fg">{formatMoney(balance)}</span>
              </span>
            )
          ) : (
            <button
              type="button"
              className="text-xs font-medium text-brand-600 hover:underline dark:text-brand-500"
              onClick={() => setText(pool.myValue.toFixed(2))}
            >
              Max {formatMoney(pool.myValue)}
            </button>
          )}
        </div>
        <Input
          id={inputId}
          selectOnFocus
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          placeholder="0.00"
          autoFocus
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="h-12 text-lg tabular-nums"
          aria-describedby={`${inputId}-hint`}
        />
        <p id={`${inputId}-hint`} className="text-xs text-muted">
          {adding
            ? 'Cash moves into the pool at today’s prices; the prices don’t move.'
            : 'Up to what your share of the pool is worth now. Your fees are paid out with it.'}
        </p>
      </div>
      {problem && (
        <p role="alert" className="mt-3 flex items-start gap-2 text-sm font-medium text-no-700 dark:text-no-500">
          <AlertIcon size={16} className="mt-0.5 shrink-0" /> {problem}
        </p>
      )}
      <LiquidityPreviewPanel pool={pool} action={action} amount={amount} balance={balance} />
      {/* Pinned to the sheet's foot, as in the trade ticket: on a phone the preview pushed them off the screen. */}
      <div className="sticky -bottom-5 z-10 -mx-5 mt-5 grid grid-cols-2 gap-2 border-t border-line bg-surface px-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] pt-3">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={amount === null || busy}>
          {busy ? (adding ? 'Adding...' : 'Removing...') : adding ? 'Add Liquidity' : 'Remove Liquidity'}
        </Button>
      </div>
    </form>
  )
}
