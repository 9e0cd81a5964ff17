import { useQuery } from '@tanstack/react-query'
import type { BookLevel, OrderBook as Book, Side } from '../../api/contract'
import { orderBookQuery } from '../../api/orders'
import { Card } from '../../components/ui/card'
import { cn } from '../../components/ui/cn'
import { Skeleton } from '../../components/ui/skeleton'
import { formatChancePrecise, formatCount } from '../../lib/format'
import { sideLadder } from './book-ladder'

const LEVELS = 6

/** The order book: resting limit orders by price for each side (depth as bars), with the pool's price between. */
export function OrderBook({ marketId }: { marketId: string }) {
  const book = useQuery(orderBookQuery(marketId))
  return (
    <Card role="region" aria-labelledby="order-book" className="p-4 sm:p-5" data-testid="order-book">
      <h2 id="order-book" className="text-lg font-semibold tracking-tight">
        Order Book
      </h2>
      <p className="mt-0.5 text-xs text-muted">
        Resting limit orders by price. Market trades fill against them and the pool, best price first. A bid for No at 40¢ is an
        offer of Yes at 60¢, so each side lists both.
      </p>
      {book.isPending ? (
        <Skeleton className="mt-4 h-48 w-full" />
      ) : book.isError ? (
        <p className="mt-4 text-sm text-muted">The order book could not be loaded.</p>
      ) : (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <BookSide book={book.data} side="yes" />
          <BookSide book={book.data} side="no" />
        </div>
      )}
    </Card>
  )
}

function BookSide({ book, side }: { book: Book; side: Side }) {
  const { bids, asks } = sideLadder(book, side)
  const shownAsks = asks.slice(0, LEVELS).reverse()
  const shownBids = bids.slice(0, LEVELS)
  const max = Math.max(1, ...shownAsks.map((l) => l.quantity), ...shownBids.map((l) => l.quantity))
  const price = Number(side === 'yes' ? book.yesPrice : book.noPrice)
  return (
    <table className="w-full text-sm tabular-nums" aria-label={`${side.toUpperCase()} order book`}>
      <caption
        className={cn(
          'mb-1 text-left text-xs font-semibold uppercase tracking-wide',
          side === 'yes' ? 'text-yes-700 dark:text-yes-500' : 'text-no-700 dark:text-no-500',
        )}
      >
        {side.toUpperCase()}
      </caption>
      <thead className="text-xs text-muted">
        <tr>
          <th scope="col" className="text-left font-medium">
            Price
          </th>
          <th scope="col" className="text-right font-medium">
            Contracts
          </th>
          <th scope="col" className="text-right font-medium">
            Orders
          </th>
        </tr>
      </thead>
      <tbody>
        {shownAsks.length === 0 && <EmptyRow text="No sell orders" />}
        {shownAsks.map((l) => (
          <LevelRow key={`a${l.priceCents}`} level={l} max={max} kind="ask" />
        ))}
        <tr className="border-y border-line">
          <td colSpan={3} className="py-1 text-center text-xs text-muted">
            Pool {formatChancePrecise(price)}
          </td>
        </tr>
        {shownBids.map((l) => (
          <LevelRow key={`b${l.priceCents}`} level={l} max={max} kind="bid" />
        ))}
        {shownBids.length === 0 && <EmptyRow text="No buy orders" />}
      </tbody>
    </table>
  )
}

function EmptyRow({ text }: { text: string }) {
  return (
    <tr>
      <td colSpan={3} className="py-1 text-center text-xs text-muted">
        {text}
      </td>
    </tr>
  )
}

function LevelRow({ level, max, kind }: { level: BookLevel; max: number; kind: 'bid' | 'ask' }) {
  // Depth as a bar from the right, its length the level's share of the deepest level shown.
  const pct = Math.max(3, Math.round((level.quantity / max) * 100))
  const tint = kind === 'bid' ? 'rgb(16 185 129 / 0.16)' : 'rgb(244 63 94 / 0.16)'
  return (
    <tr data-kind={kind} style={{ backgroundImage: `linear-gradient(to left, ${tint} ${pct}%, transparent ${pct}%)` }}>
      <td
        className={cn(
          'py-1 pl-1 font-medium',
          kind === 'bid' ? 'text-yes-700 dark:text-yes-500' : 'text-no-700 dark:text-no-500',
        )}
      >
        {kind === 'bid' ? 'Buy' : 'Sell'} {level.priceCents}¢
      </td>
      <td className="text-right">{formatCount(level.quantity)}</td>
      <td className="pr-1 text-right text-muted">{formatCount(level.orders)}</td>
    </tr>
  )
}
