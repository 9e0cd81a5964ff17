import { useEffect } from 'react'

/** Longest wait: a screen that never shows its content must not hold back what waits on it. */
const MAX_WAIT_MS = 3_000

let painted: () => void = () => undefined
const firstScreen = new Promise<void>((resolve) => {
  painted = resolve
})

/**
 * Resolves once the first screen has painted (the app shell says so with
 * useFirstScreenPainted), or after MAX_WAIT_MS. Work that can wait starts after it.
 */
export function afterFirstScreen(): Promise<void> {
  return Promise.race([firstScreen, new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_MS))])
}

/**
 * The app shell calls this: once its first render is on screen (the frame after it, then a
 * task). The page a visit starts on renders in that same pass (main.tsx loads its code first),
 * so this is the restored content, or skeletons, or 'Loading...'.
 */
export function useFirstScreenPainted(): void {
  useEffect(() => {
    requestAnimationFrame(() => setTimeout(painted, 0))
  }, [])
}
