import type { Market, Side } from '../../api/contract'
import { Button } from '../../components/ui/button'
import { formatCents } from '../../lib/format'

/**
 * Phones: Buy Yes and Buy No fixed at the bottom of the market page, in reach of the thumb;
 * each opens the ticket as a bottom sheet. It sits above the bottom tab bar, whose height the
 * shell leaves in --bottom-bar-h (0 without one).
 */
export function TradeBar({ market, onPick }: { market: Market; onPick: (side: Side) => void }) {
  return (
    <div
      data-testid="trade-bar"
      className="fixed inset-x-0 z-30 border-t border-line bg-surface/95 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur sm:hidden"
      style={{ bottom: 'var(--bottom-bar-h, 0px)' }}
    >
      <div className="grid grid-cols-2 gap-3">
        {(['yes', 'no'] as const).map((side) => (
          <Button key={side} variant={side} size="lg" className="w-full" onClick={() => onPick(side)}>
            Buy {side === 'yes' ? 'Yes' : 'No'}{' '}
            <span className="tabular-nums opacity-90">{formatCents(side === 'yes' ? market.yesPrice : market.noPrice)}</span>
          </Button>
        ))}
      </div>
    </div>
  )
}
