import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}

const isDark = () => document.documentElement.classList.contains('dark')

/** True while <html> has the dark class; canvas charts repaint their colours when it flips. */
export function useDarkMode(): boolean {
  return useSyncExternalStore(subscribe, isDark, () => false)
}
