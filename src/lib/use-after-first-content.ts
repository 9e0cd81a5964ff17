import { useEffect, useState } from 'react'
import { afterFirstContent } from './first-screen-painted'

let done = false
void afterFirstContent().then(() => { done = true })

/**
 * False until the first screen shows its content (first-screen-painted.ts), then true. Data no
 * first screen needs (the header's cash, the watchlist stars) is asked for only then, so its
 * calls never compete with the first screen's own.
 */
export function useAfterFirstContent(): boolean {
  const [ready, setReady] = useState(done)
  useEffect(() => {
    if (ready) return
    let live = true
    void afterFirstContent().then(() => live && setReady(true))
    return () => { live = false }
  }, [ready])
  return ready
}
