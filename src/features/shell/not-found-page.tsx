import { Link } from '@tanstack/react-router'
import { buttonClass } from '../../components/ui/button'

export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-600 dark:text-brand-500">404</p>
      <h1 className="mt-4 text-2xl font-semibold">404 Page Not Found</h1>
      <p className="mt-2 text-muted">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-8')}>
        Go to Markets
      </Link>
    </div>
  )
}
