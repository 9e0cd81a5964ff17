import { useEffect, useState } from 'react'
import { afterFirstContent } from '../../lib/first-screen-painted'

type Extras = typeof import('./shell-extras')

let loaded: Extras | null = null
let loading: Promise<Extras> | null = null

/** The first key or pointer press: the person may be about to leave for the footer's links. */
const firstInteraction = () => new Promise<void>((resolve) => {
  const done = () => {
    window.removeEventListener('pointerdown', done, true)
    window.removeEventListener('keydown', done, true)
    resolve()
  }
  window.addEventListener('pointerdown', done, true)
  window.addEventListener('keydown', done, true)
})

/**
 * After the first screen's content (or the first interaction, if that comes first): fetched
 * once; a failed fetch (a network blip) is tried again next time.
 */
function loadExtras(): Promise<Extras> {
  loading ??= Promise.race([afterFirstContent(), firstInteraction()])
    .then(() => import('./shell-extras'))
    .then((m) => (loaded = m))
    .catch((error: unknown) => {
      loading = null
      throw error
    })
  return loading
}

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
    const load = () => void loadExtras().then((m) => live && setExtras(m), () => undefined)
    load()
    window.addEventListener('online', load)
    return () => {
      live = false
      window.removeEventListener('online', load)
    }
  }, [extras])
  return extras
}
