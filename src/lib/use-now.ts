import { useEffect, useState } from 'react'

/**
 * The current time, refreshed every `intervalMs`. Renders stay pure (no Date.now()
 * in render) and "days left" labels roll over without a reload.
 */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
