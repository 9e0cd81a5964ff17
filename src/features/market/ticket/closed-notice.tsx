import type { Market } from '../../../api/contract'
import { formatDate } from '../../../lib/format'
import { ClockIcon } from '../../../components/ui/icons'

/** Why a closed or resolved market takes no trades. */
export function ClosedNotice({ market }: { market: Pick<Market, 'resolution' | 'closesAt'> }) {
  const winner = market.resolution === 'void' ? undefined : market.resolution?.toUpperCase()
  return (
    <div className="flex gap-3 rounded-xl border border-line bg-surface-2 p-4">
      <span className="mt-0.5 text-muted">
        <ClockIcon size={18} />
      </span>
      <div className="text-sm">
        <p className="font-semibold">Trading is closed</p>
        <p className="mt-1 text-muted">
          {market.resolution === 'void'
            ? `This market closed on ${formatDate(market.closesAt)} and was voided: nobody won, and each trader got back what they put in, less what they took out.`
            : winner
              ? `This market closed on ${formatDate(market.closesAt)} and resolved ${winner}. Each ${winner} contract paid $1.00; the other side paid $0.`
              : `This market closed on ${formatDate(market.closesAt)} and is awaiting resolution. Holders are paid $1.00 per winning contract once it resolves.`}
        </p>
      </div>
    </div>
  )
}
