import type { ReactNode } from 'react'
import type { LiquidityPool } from '../../api/contract'
import type { LiquidityAction } from '../../api/liquidity'
import { previewLiquidity, type LiquidityPreview, type PositionChange } from '../../exchange/liquidity-preview'
import { AlertIcon } from '../../components/ui/icons'
import { Pnl } from '../../components/ui/pnl'
import { formatCentsPrecise, formatCount, formatMoney } from '../../lib/format'
import { toCents, toDollars } from '../../lib/money'
import { estimatedDailyEarnings, formatApy } from '../../lib/liquidity-math'

interface Props {
  pool: LiquidityPool
  action: LiquidityAction
  /** Dollars entered, or null while empty. */
  amount: number | null
  /** The balance, dollars (the API's string); undefined while it loads. */
  balance: string | undefined
}

/**
 * Everything an add or a remove will do, before it is confirmed: the cash moved, the
 * contracts the pool hands back and the cost basis they carry, what pairs into cash,
 * and the share of the pool. Worked out by the exchange's own command on the pool as
 * last read (docs/product.md, "Liquidity"), so it is what the exchange will do.
 */
export function LiquidityPreviewPanel({ pool, action, amount, balance }: Props) {
  const result =
    amount === null || balance === undefined ? null : previewLiquidity(pool.state, action, toCents(amount), toCents(balance))
  return (
    <div className="mt-4 rounded-xl border border-line bg-surface-2/60 p-4 text-sm" data-testid="liquidity-estimate">
      {result === null ? (
        <p className="text-muted">Enter an amount to see what moves.</p>
      ) : result.kind === 'refused' ? (
        <p role="alert" className="flex items-start gap-2 font-medium text-no-700 dark:text-no-500">
          <AlertIcon size={16} className="mt-0.5 shrink-0" />
          {result.message}
        </p>
      ) : (
        <dl className="space-y-2.5">
          {action === 'add' ? <AddRows preview={result.preview} /> : <RemoveRows preview={result.preview} />}
          {action === 'add' && (
            <>
              <Row term="Pool APY">{formatApy(pool.apy)}</Row>
              <Row term="Estimated daily earnings">{formatMoney(estimatedDailyEarnings(pool.apy, amount ?? 0))}</Row>
            </>
          )}
        </dl>
      )}
    </div>
  )
}

const money = (cents: number) => formatMoney(toDollars(cents))
const sharePercent = (share: number) => `${(share * 100).toFixed(2)}%`

function AddRows({ preview: p }: { preview: LiquidityPreview }) {
  return (
    <>
      <Row term="From your balance" strong>
        {money(-p.cashCents)}
      </Row>
      <HandedBack action="add" preview={p} />
      {p.positions.map((c) => (
        <PositionRow key={c.side} change={c} />
      ))}
      <Row term="Into the pool" note={p.handedBack ? 'The rest of the cash, after the contracts at their price' : undefined}>
        {money(p.contributionAfterCents - p.contributionBeforeCents)}
      </Row>
      <ShareRow preview={p} />
    </>
  )
}

function RemoveRows({ preview: p }: { preview: LiquidityPreview }) {
  return (
    <>
      <Row term="To your balance" strong note={p.feesCents > 0 ? `Includes ${money(p.feesCents)} of fees collected` : undefined}>
        {money(p.cashCents)}
      </Row>
      <ShareRow preview={p} />
      <HandedBack action="remove" preview={p} />
      {p.positions.map((c) => (
        <PositionRow key={c.side} change={c} />
      ))}
    </>
  )
}

function HandedBack({ action, preview: p }: { action: LiquidityAction; preview: LiquidityPreview }) {
  const back = p.handedBack
  if (!back) return <Row term="Contracts back">None</Row>
  const side = back.side.toUpperCase()
  const other = back.side === 'yes' ? 'NO' : 'YES'
  const kept = back.contracts - p.mergedSets
  const notes = [
    `At ${formatCentsPrecise(back.priceCents)} each: their cost basis is their value now`,
    p.mergedSets > 0
      ? `${formatCount(p.mergedSets)} pair with your ${other} contracts into ${money(p.mergedSets * 100)} of cash`
      : '',
    p.mergedSets > 0 && kept > 0 ? `${formatCount(kept)} stay as ${side} contracts` : '',
  ]
    .filter(Boolean)
    .join('. ')
  return (
    <Row term="Contracts back" note={`${notes}.`} why={whyBack(action, side, kept > 0)}>
      {formatCount(back.contracts)} {side}
    </Row>
  )
}

/**
 * Why a pool hands contracts back (docs/product.md, "Liquidity"), in plain words: it keeps its
 * price, so it takes cash in, or gives a share back, only in its own mix of YES and NO; what it
 * cannot keep in balance comes back as contracts, a position like any other.
 */
function whyBack(action: LiquidityAction, side: string, stay: boolean): string {
  const how =
    action === 'add'
      ? `The pool keeps its price, so it takes your cash in only in its own mix of YES and NO. The ${side} it cannot keep in balance come back to you as contracts`
      : `The pool keeps its price, so your share comes out in its own mix of YES and NO: pairs are paid as cash, and the ${side} left without a pair come back to you as contracts`
  return stay ? `${how}, and appear in your portfolio as a position like any other.` : `${how}.`
}

function PositionRow({ change: c }: { change: PositionChange }) {
  const avg = (x: PositionChange['before']) => (x.quantity > 0 ? ` (avg ${formatCentsPrecise(x.costCents / x.quantity)})` : '')
  const note = `Cost basis ${money(c.before.costCents)}${avg(c.before)} → ${money(c.after.costCents)}${avg(c.after)}`
  return (
    <Row term={`Your ${c.side.toUpperCase()} position`} note={note}>
      {formatCount(c.before.quantity)} → {formatCount(c.after.quantity)}
      {c.realizedCents !== 0 && (
        <span className="block text-xs font-normal">
          realized <Pnl value={toDollars(c.realizedCents)} />
        </span>
      )}
    </Row>
  )
}

function ShareRow({ preview: p }: { preview: LiquidityPreview }) {
  return (
    <Row term="Your share of the pool" note={`Worth ${money(p.valueBeforeCents)} → ${money(p.valueAfterCents)}`}>
      {sharePercent(p.shareBefore)} → {sharePercent(p.shareAfter)}
    </Row>
  )
}

function Row({
  term,
  note,
  why,
  strong,
  children,
}: {
  term: string
  note?: string
  /** Why it happens, in plain words, under the note. */
  why?: string
  strong?: boolean
  children: ReactNode
}) {
  return (
    <div className="grid grid-cols-[1fr_auto] items-baseline gap-x-3">
      <dt className="text-muted">{term}</dt>
      <dd className={strong ? 'text-right text-base font-bold tabular-nums' : 'text-right font-semibold tabular-nums'}>
        {children}
      </dd>
      {note && <dd className="col-span-2 text-xs text-muted">{note}</dd>}
      {why && (
        <dd className="col-span-2 mt-1.5 rounded-lg bg-surface px-2.5 py-1.5 text-xs text-muted" data-testid="liquidity-why">
          <span className="font-semibold text-fg">Why: </span>
          {why}
        </dd>
      )}
    </div>
  )
}
