import type { Side } from '../../api/contract'
import { Badge } from './badge'

/** YES in green, NO in red. */
export function SideBadge({ side, className }: { side: Side; className?: string }) {
  return (
    <Badge tone={side} className={className}>
      {side.toUpperCase()}
    </Badge>
  )
}
