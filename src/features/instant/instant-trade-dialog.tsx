import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { useId, useState } from 'react'
import type { InstantMarket, Side } from '../../api/contract'
import { Button } from '../../components/ui/button'
import { AlertIcon, XIcon } from '../../components/ui/icons'
import { Input, Label } from '../../components/ui/input'
import { formatCount, formatMoney } from '../../lib/format'
import type { TradePreview } from '../../lib/trade-preview'
import { amountProblem, parseAmount } from '../../lib/liquidity-math'
import { instantOrderPreview } from './instant-order'
import { effectiveStatus, formatTimeLeft, remainingMs } from './settlement'
import { SideChoice } from './side-choice'
import { useInstantTrade } from './use-instant-trade'

interface Props {
  market: InstantMarket | null
  now: number
  onClose: () => void
}

/** The trade panel: Buy YES / Buy NO for a dollar amount, converted to whole contracts at the side's price. */
export function InstantTradeDialog({ market, now, onClose }: Props) {
  return (
    <Dialog open={market !== null} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center sm:items-center sm:p-4">
        <DialogPanel className="max-h-[92dvh] w-full max-w-md overflow-y-auto rounded-t-2xl border border-line bg-surface p-5 shadow-2xl sm:rounded-2xl">
          {market && <TradeForm key={market.id} market={market} now={now} onClose={onClose} />}
        </DialogPanel>
      </div>
    </Dialog>
  )
}

interface OrderState {
  live: boolean
  text: string
  amount: number | null
  quantity: number
  price: number
  preview: TradePreview
}

/** Why the order cannot be placed as typed, or null. */
function orderProblem({ live, text, amount, quantity, price, preview }: OrderState): string | null {
  if (!live) return 'This market has stopped trading.'
  const typed = amountProblem(text)
  if (typed) return typed
  if (amount !== null && quantity < 1) return `Too small: one contract costs about ${formatMoney(price / 100)}.`
  return preview.kind === 'refused' ? preview.message : null
}

function TradeForm({ market, now, onClose }: { market: InstantMarket; now: number; onClose: () => void }) {
  const [side, setSide] = useState<Side>('yes')
  const [text, setText] = useState('')
  const amount = parseAmount(text)
  const price = Number(side === 'yes' ? market.yesPrice : market.noPrice)
  const { contracts: quantity, preview } = instantOrderPreview(amount, side, price, market.pool)
  const quote = preview.kind === 'quote' ? preview.quote : null
  const live = effectiveStatus(market, now) === 'live'
  const mutation = useInstantTrade(onClose)
  const inputId = useId()
  const problem = orderProblem({ live, text, amount, quantity, price, preview })

  return (
    <form onSubmit={(e) => {
      e.preventDefault()
      if (amount === null || quantity < 1 || !live || mutation.isPending) return
      mutation.mutate({ market, side, quantity })
    }}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <DialogTitle className="text-lg font-semibold tracking-tight">Place an instant trade</DialogTitle>
          <p className="mt-0.5 text-sm text-muted">{market.title}</p>
        </div>
        <button type="button" aria-label="Close" onClick={onClose} className="-mr-2 -mt-1 rounded-full p-2 hover:bg-surface-2"><XIcon size={18} /></button>
      </div>
      <div className="mt-4"><SideChoice side={side} prices={{ yes: market.yesPrice, no: market.noPrice }} onChange={setSide} /></div>
      <div className="mt-4 flex flex-col gap-1.5">
        <Label htmlFor={inputId}>Amount (USD)</Label>
        <Input id={inputId} type="number" inputMode="decimal" min={0.01} step={0.01} placeholder="0.00" autoFocus
          value={text} onChange={(e) => setText(e.target.value)} className="h-12 text-lg tabular-nums" aria-describedby={`${inputId}-hint`} />
        <p id={`${inputId}-hint`} className="text-xs text-muted">Converted to whole contracts at the {side.toUpperCase()} price; each pays $1.00 if {side.toUpperCase()} is right.</p>
      </div>
      <dl className="mt-4 space-y-2 rounded-xl border border-line bg-surface-2/60 p-4 text-sm" data-testid="instant-preview">
        <Row term="Contracts" value={formatCount(quantity)} />
        <Row term="Cost incl. fee" value={quote ? formatMoney(quote.costCents / 100) : '—'} />
        <Row term="Max profit" value={quote ? formatMoney(quote.maxProfitCents / 100) : '—'} strong />
        <Row term="Time to settlement" value={formatTimeLeft(remainingMs(market, now))} />
      </dl>
      {quote && amount !== null && quote.costCents !== Math.round(amount * 100) && (
        <p className="mt-2 text-xs text-muted" data-testid="instant-cost-note">
          {`The exchange charges ${formatMoney(quote.costCents / 100)} for ${formatCount(quantity)} ${quantity === 1 ? 'contract' : 'contracts'}: `}
          {quote.costCents > Math.round(amount * 100) ? 'the price rises as you buy and the 1.5% fee is added.' : 'whole contracts only, at the price as you buy, fee included.'}
        </p>
      )}
      {problem && (
        <p role="alert" className="mt-3 flex items-start gap-2 text-sm font-medium text-no-700 dark:text-no-500">
          <AlertIcon size={16} className="mt-0.5 shrink-0" /> {problem}
        </p>
      )}
      <div className="mt-5 grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={onClose}>Cancel</Button>
        <Button type="submit" variant={side} disabled={amount === null || quantity < 1 || !live || mutation.isPending || preview.kind === 'refused'}>
          {mutation.isPending ? 'Placing...' : 'Place Trade'}
        </Button>
      </div>
    </form>
  )
}

function Row({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted">{term}</dt>
      <dd className={strong ? 'font-bold tabular-nums text-yes-700 dark:text-yes-500' : 'font-semibold tabular-nums'}>{value}</dd>
    </div>
  )
}
