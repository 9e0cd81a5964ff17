import type { LotStatus } from '../../api/contract'
import { Badge } from './badge'

/** What became of a lot (or a position): OPEN while held, SOLD, then WON or LOST at resolution, or REFUNDED by a void. */
const STATUS_BADGE: Record<LotStatus, { label: string; tone: 'yes' | 'no' | 'neutral' }> = {
  open: { label: 'OPEN', tone: 'neutral' },
  sold: { label: 'SOLD', tone: 'neutral' },
  won: { label: 'WON', tone: 'yes' },
  lost: { label: 'LOST', tone: 'no' },
  refunded: { label: 'REFUNDED', tone: 'neutral' },
}

export function StatusBadge({ status }: { status: LotStatus }) {
  const { label, tone } = STATUS_BADGE[status]
  return <Badge tone={tone}>{label}</Badge>
}

/** PROFIT or LOSS by the sign of a P&L in cents (none at exactly zero). */
export function PnlBadge({ pnlCents }: { pnlCents: number }) {
  if (pnlCents === 0) return null
  return <Badge tone={pnlCents > 0 ? 'yes' : 'no'}>{pnlCents > 0 ? 'PROFIT' : 'LOSS'}</Badge>
}
