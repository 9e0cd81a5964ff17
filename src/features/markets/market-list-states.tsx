import { EmptyState } from '../../components/ui/empty-state'
import { ErrorState, LOAD_FAILED } from '../../components/ui/error-state'
import { SearchIcon } from '../../components/ui/icons'

/** No market matches (docs/product.md, Screens). */
export function EmptyMarkets() {
  return (
    <EmptyState
      icon={SearchIcon}
      title="No markets found"
      description="Try adjusting your filters or check back later"
      className="rounded-xl border border-dashed border-line bg-surface py-16"
    />
  )
}

/** The list call failed ('Failed to fetch markets'). */
export function MarketsError({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorState
      title="Failed to fetch markets"
      message={LOAD_FAILED}
      onRetry={onRetry}
      className="rounded-xl border border-line bg-surface py-12"
    />
  )
}
