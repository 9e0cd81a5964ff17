import { Button } from './button'
import { AlertIcon } from './icons'
import { cn } from './cn'

/** The fallback explanation when the server gave none (network down, backend not answering). */
export const LOAD_FAILED = 'Check your connection and try again.'

interface ErrorStateProps {
  title?: string
  /** What went wrong, in the server's words when it gave some. */
  message?: string
  onRetry?: () => void
  className?: string
}

/** A failed load: says what happened and offers a retry, in place of the content. */
export function ErrorState({ title = 'Something went wrong', message, onRetry, className }: ErrorStateProps) {
  return (
    <div role="alert" className={cn('flex flex-col items-center px-4 py-10 text-center', className)}>
      <div className="mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-no-50 text-no-600 dark:bg-no-500/15 dark:text-no-500">
        <AlertIcon size={22} />
      </div>
      <p className="font-semibold">{title}</p>
      {message && <p className="mt-1 max-w-md break-words text-sm text-muted">{message}</p>}
      {onRetry && (
        <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  )
}
