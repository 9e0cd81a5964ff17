import { useQuery } from '@tanstack/react-query'
import type { Market, Side } from '../../api/contract'
import { portfolioQuery } from '../../api/portfolio'
import { Button } from '../../components/ui/button'
import { formatCents } from '../../lib/format'
import { openTicket } from '../../lib/ticket-store'
import { useAuth } from '../../lib/use-auth'

/**
 * Phones: Buy Yes and Buy No fixed at the bottom of the market page, in reach of the thumb;
 * each opens the ticket as a bottom sheet. A person who holds contracts here also gets Sell,
 * which opens the ticket on the side they hold most of (the ticket switches sides). It sits
 * above the bottom tab bar, whose height the shell leaves in --bottom-bar-h (0 without one).
 */
export function TradeBar({ market, onPick }: { market: Market; onPick: (side: Side) => void }) {
  const held = useHeldSide(market.id)
  return (
    <div
      id="trade-bar"
      data-testid="trade-bar"
      className="fixed inset-x-0 z-30 border-t border-line bg-surface/95 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur sm:hidden"
      style={{ bottom: 'var(--bottom-bar-h, 0px)' }}
    >
      <div className={held ? 'grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] gap-2' : 'grid grid-cols-2 gap-3'}>
        {(['yes', 'no'] as const).map((side) => (
          <Button
            key={side}
            variant={side}
            size="lg"
            className={held ? 'w-full gap-1 whitespace-nowrap px-1.5 text-[15px]' : 'w-full'}
            onClick={() => onPick(side)}
          >
            Buy {side === 'yes' ? 'Yes' : 'No'}{' '}
            <span className="tabular-nums opacity-90">{formatCents(side === 'yes' ? market.yesPrice : market.noPrice)}</span>
          </Button>
        ))}
        {held && (
          <Button
            variant="outline"
            size="lg"
            className="whitespace-nowrap px-3"
            aria-label={`Sell ${held === 'yes' ? 'Yes' : 'No'} contracts`}
            onClick={() => openTicket({ marketId: market.id, side: held, action: 'sell', source: 'panel', market })}
          >
            Sell
          </Button>
        )}
      </div>
    </div>
  )
}

/** The side the signed-in person holds most contracts of in this market, or null. */
function useHeldSide(marketId: string): Side | null {
  const { user } = useAuth()
  const portfolio = useQuery({ ...portfolioQuery(user?.id ?? ''), enabled: !!user })
  const held = (portfolio.data?.positions ?? []).filter((p) => p.marketId === marketId && !p.settled && p.quantity > 0)
  if (held.length === 0) return null
  return held.reduce((a, b) => (b.quantity > a.quantity ? b : a)).side
}
