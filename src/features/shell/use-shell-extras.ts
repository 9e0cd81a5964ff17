import { useEffect, useState } from 'react'
import { afterFirstContent } from '../../lib/first-screen-painted'
import { loadOnce } from '../../lib/async'

type Extras = typeof import('./shell-extras')

let loaded: Extras | null = null

/**
 * Once the first screen shows its content, or at the first key or pointer press if that comes
 * first (a keyboard user may be on the way to the footer's links).
 */
const whenWanted = () =>
  new Promise<void>((resolve) => {
    const go = () => {
      window.removeEventListener('pointerdown', go, true)
      window.removeEventListener('keydown', go, true)
      resolve()
    }
    window.addEventListener('pointerdown', go, true)
    window.addEventListener('keydown', go, true)
    void afterFirstContent().then(go)
  })

/** Fetched once; a failed fetch (a network blip) is tried again next time. */
const loadExtras = loadOnce(() =>
  whenWanted()
    .then(() => import('./shell-extras'))
    .then((m) => (loaded = m)),
)

/**
 * The shell's below-the-fold and on-occasion parts (shell-extras.ts): null until their code is
 * in, which is after the first screen shows its content (nothing on it waits on them). A
 * failed load is retried when the browser comes back online.
 */
export function useShellExtras(): Extras | null {
  const [extras, setExtras] = useState(loaded)
  useEffect(() => {
    if (extras) return
    let live = true
    const load = () =>
      void loadExtras().then(
        (m) => live && setExtras(m),
        () => undefined,
      )
    load()
    window.addEventListener('online', load)
    return () => {
      live = false
      window.removeEventListener('online', load)
    }
  }, [extras])
  return extras
}
