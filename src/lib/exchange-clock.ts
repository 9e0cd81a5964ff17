import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { create } from 'zustand'
import { demoStateQuery } from '../api/demo'
import { getDataSource } from '../config'

/** Kept across reloads, so a page opened after a fast-forward counts from the right time at once. */
const STORAGE_KEY = 'foresight.clockOffsetMs'

/**
 * How far the exchange's clock runs ahead of this device's (docs/product.md, "The exchange's
 * clock"): a demo fast-forward moves the in-browser exchange's time, and every screen's days
 * left, countdowns and charts follow it. 0 on a real backend (its clock is the wall clock).
 */
export const useExchangeClock = create<{ offsetMs: number }>(() => ({ offsetMs: keptOffset() }))

function keptOffset(): number {
  try {
    const kept = Number(globalThis.localStorage?.getItem(STORAGE_KEY) ?? 0)
    return Number.isSafeInteger(kept) && getDataSource().mode === 'in-browser' ? kept : 0
  } catch {
    return 0
  }
}

/** Sets (and keeps) the offset: the sync below, and a demo reset (back to 0). */
export function setExchangeClockOffset(offsetMs: number): void {
  useExchangeClock.setState({ offsetMs })
  try {
    if (offsetMs === 0) globalThis.localStorage?.removeItem(STORAGE_KEY)
    else globalThis.localStorage?.setItem(STORAGE_KEY, String(offsetMs))
  } catch {
    // Storage refused (private mode, quota): the offset still holds for this page.
  }
}

/** The exchange's now, for code outside React (a poll's timing, an order's expiry). */
export function exchangeNow(): number {
  return Date.now() + useExchangeClock.getState().offsetMs
}

/**
 * Keeps the offset as the in-browser exchange states it (GET /api/demo/state, which a fast-forward
 * or a reset also answers into the cache), asking again when the tab comes back to the front (another
 * tab may have moved the clock). Mounted once, by the shell, while someone is signed in.
 */
export function useExchangeClockSync(signedIn: boolean): void {
  const inBrowser = getDataSource().mode === 'in-browser'
  const state = useQuery({ ...demoStateQuery, enabled: signedIn && inBrowser, staleTime: 60_000 })
  // Until someone is signed in (the state is theirs to ask for) the kept offset stands.
  const offsetMs = !inBrowser ? 0 : signedIn ? state.data?.clockOffsetMs : undefined
  useEffect(() => {
    if (offsetMs !== undefined) setExchangeClockOffset(offsetMs)
  }, [offsetMs])
}
