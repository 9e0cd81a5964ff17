import { useDeviceNow } from '../../lib/use-now'

/**
 * "Now" on the exchange's clock, ticking every second: the wall clock plus how far the
 * exchange's time (serverTime, read at fetchedAt) runs ahead of it. Countdowns stay right
 * when the exchange's simulated time has been fast-forwarded.
 */
export function useExchangeNow(serverTime: string | undefined, fetchedAt: number): number {
  const wall = useDeviceNow(1000)
  const skew = serverTime && fetchedAt > 0 ? Date.parse(serverTime) - fetchedAt : 0
  return wall + skew
}
