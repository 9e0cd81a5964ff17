import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { errorMessage } from '../api/client'
import { ErrorState, LOAD_FAILED } from '../components/ui/error-state'
import { useAuth } from '../lib/use-auth'

/**
 * A page that could not start: most often the session check failed (not a 401, so nobody is
 * signed out), or the page's code did not arrive. Says which, and Try again runs the page's
 * checks and loads once more (docs/product.md, Errors are not sign-outs).
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const { sessionError } = useAuth()
  return (
    <div className="mx-auto max-w-md px-4 py-16" data-testid="route-error">
      <ErrorState
        title={sessionError ? "Couldn't check your sign-in" : "Couldn't load this page"}
        message={errorMessage(sessionError ?? error, LOAD_FAILED)}
        onRetry={() => {
          reset()
          void router.invalidate()
        }}
      />
    </div>
  )
}
