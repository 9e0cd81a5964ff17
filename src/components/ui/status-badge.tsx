import type { HoldingStatus } from '../../api/contract'
import { Badge } from './badge'

/** A trade's status in My Trades' words: OPEN until its market settles, then PROFIT or LOSS. */
const STATUS_BADGE: Record<HoldingStatus, { label: string; tone: 'yes' | 'no' | 'neutral' }> = {
  open: { label: 'OPEN', tone: 'neutral' },
  won: { label: 'PROFIT', tone: 'yes' },
  lost: { label: 'LOSS', tone: 'no' },
}

export function StatusBadge({ status }: { status: HoldingStatus }) {
  const { label, tone } = STATUS_BADGE[status]
  return <Badge tone={tone}>{label}</Badge>
}
