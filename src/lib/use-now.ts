import { useEffect, useState } from 'react'
import { useExchangeClock } from './exchange-clock'

/**
 * The exchange's current time (the device's plus the exchange's clock offset, src/lib/exchange-clock.ts),
 * refreshed every `intervalMs`. Renders stay pure (no Date.now() in render), "days left" labels roll
 * over without a reload, and a demo fast-forward moves every screen's time at once.
 */
export function useNow(intervalMs = 60_000): number {
  const offsetMs = useExchangeClock((s) => s.offsetMs)
  return useDeviceNow(intervalMs) + offsetMs
}

/** This device's current time, refreshed every `intervalMs` (for code that adds an offset of its own). */
export function useDeviceNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
