import { Link } from '@tanstack/react-router'
import { buttonClass } from '../../components/ui/button'
import { ArrowLeftIcon, SearchIcon } from '../../components/ui/icons'
import { ErrorState, LOAD_FAILED } from '../../components/ui/error-state'

/** GET /api/markets/{id} answered 404 (docs/product.md, Screens). */
export function MarketNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-surface-2 text-muted">
        <SearchIcon size={26} />
      </span>
      <h1 className="mt-5 text-2xl font-bold">Market Not Found</h1>
      <p className="mt-2 text-muted">The market you're looking for doesn't exist.</p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-8')}>
        <ArrowLeftIcon size={16} /> Back to Markets
      </Link>
    </div>
  )
}

/** Any other failure to load the market. */
export function MarketLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <ErrorState title="Could not load this market" message={LOAD_FAILED} onRetry={onRetry} />
      <div className="text-center">
        <Link to="/" className={buttonClass('ghost', 'sm')}>
          Back to Markets
        </Link>
      </div>
    </div>
  )
}
