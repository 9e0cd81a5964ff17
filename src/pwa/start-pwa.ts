import { listenForInstallOffer } from './install'
import { usePwaStore } from './pwa-store'
import { syncThemeColor } from './theme-color'
import { afterFirstScreen } from '../lib/first-screen-painted'

/**
 * The PWA's start-up, called once from main.tsx. The install offer is listened for at
 * once; the service worker (and workbox-window) load after the page has loaded, the
 * first screen has painted and the browser is idle, so they never sit in front of the first paint.
 */
export function startPwa(): void {
  listenForInstallOffer()
  syncThemeColor()
  // No service worker under `vite dev` (devOptions disabled) or where unsupported.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) {
    usePwaStore.setState({ worker: 'unsupported' })
    return
  }
  const register = () => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1))
    idle(() => {
      import('./register-sw')
        .then((m) => m.registerServiceWorker())
        .catch(() => usePwaStore.setState({ worker: 'failed' }))
    })
  }
  const loaded = document.readyState === 'complete' ? Promise.resolve() : new Promise((resolve) => window.addEventListener('load', resolve, { once: true }))
  void Promise.all([loaded, afterFirstScreen()]).then(register)
}
