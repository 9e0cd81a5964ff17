import { useEffect, useState } from 'react'
import { afterFirstContent, afterFirstScreen } from './first-screen-painted'

type Moment = 'screen' | 'content'

const when: Record<Moment, () => Promise<void>> = { screen: afterFirstScreen, content: afterFirstContent }
const done: Record<Moment, boolean> = { screen: false, content: false }
void afterFirstScreen().then(() => {
  done.screen = true
})
void afterFirstContent().then(() => {
  done.content = true
})

/**
 * False until the first screen has painted ('screen') or shows its content ('content', see
 * first-screen-painted.ts), then true. Data no first screen needs (the header's cash, the
 * watchlist stars) is asked for only then, so its calls never compete with the first screen's.
 */
export function useAfterFirst(moment: Moment): boolean {
  const [ready, setReady] = useState(done[moment])
  useEffect(() => {
    if (ready) return
    let live = true
    void when[moment]().then(() => live && setReady(true))
    return () => {
      live = false
    }
  }, [ready, moment])
  return ready
}
