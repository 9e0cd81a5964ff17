import { lazy, Suspense, useState } from 'react'
import { useToastStore } from './toast-store'

// The toaster's code comes with the first toast: no first screen waits for it (docs/start-up.md).
const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })))

/** Where the shell mounts the notifications; once a toast has shown it stays mounted. */
export function ToasterMount() {
  const any = useToastStore((s) => s.toasts.length > 0)
  const [wanted, setWanted] = useState(false)
  if (any && !wanted) setWanted(true)
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}
