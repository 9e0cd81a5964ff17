import { Link, useLocation } from '@tanstack/react-router'
import { buttonClass } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { KeyIcon } from '../../components/ui/more-icons'

export function SignInPrompt({ title, description }: { title: string; description: string }) {
  const location = useLocation()
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-16">
      <Card className="w-full p-8 text-center">
        <div className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100">
          <KeyIcon size={22} />
        </div>
        <h1 className="text-xl font-semibold">{title}</h1>
        <p className="mt-2 text-sm text-muted">{description}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/local-login" search={{ redirect: location.href }} className={buttonClass('primary', 'md')}>
            Sign In
          </Link>
          <Link to="/register" className={buttonClass('outline', 'md')}>
            Create Account
          </Link>
        </div>
      </Card>
    </div>
  )
}
