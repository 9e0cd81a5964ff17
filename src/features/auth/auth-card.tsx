import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Card } from '../../components/ui/card'
import { LogoMark } from '../../components/ui/logo'

/** The frame shared by the sign-in and registration pages. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string
  subtitle: string
  children: ReactNode
  footer: ReactNode
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-10 sm:py-16">
      <Card className="p-6 sm:p-8">
        <div className="mb-6 flex flex-col items-center text-center">
          <LogoMark size={44} />
          <h1 className="mt-4 text-2xl font-bold tracking-tight">{title}</h1>
          <p className="mt-1 text-sm text-muted">{subtitle}</p>
        </div>
        {children}
      </Card>
      <div className="mt-6 flex flex-col items-center gap-2 text-sm text-muted">
        {footer}
        <Link to="/" className="font-medium text-brand-600 hover:underline dark:text-brand-500">
          Back to Home
        </Link>
      </div>
    </div>
  )
}

export { FieldError } from '../../components/ui/input'
