import type { QueryClient } from '@tanstack/react-query'
import { listenForInstallOffer } from './install'
import { usePwaStore } from './pwa-store'
import { syncThemeColor } from './theme-color'
import { afterFirstContent } from '../lib/first-screen-painted'

/**
 * The PWA's start-up, called once from main.tsx. The install offer is listened for at once;
 * the service worker (and workbox-window) load after the page has loaded, the first screen
 * shows its content, the network has gone quiet (its code and data are in) and the browser is idle: installing
 * downloads the whole app (about 1.8 MB) for offline use, which must not compete with the
 * first screen's own requests on a slow network.
 */
export function startPwa(queryClient: QueryClient): void {
  listenForInstallOffer()
  syncThemeColor()
  // No service worker under `vite dev` (devOptions disabled) or where unsupported.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) {
    usePwaStore.setState({ worker: 'unsupported' })
    return
  }
  const register = () => {
    import('./register-sw').then((m) => m.registerServiceWorker()).catch(() => usePwaStore.setState({ worker: 'failed' }))
  }
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise((resolve) => window.addEventListener('load', resolve, { once: true }))
  // The settle watcher's own code comes after the first screen's content too (a failed load: register anyway).
  void Promise.all([loaded, afterFirstContent()])
    .then(() => import('../lib/network-settled'))
    .then(
      (m) => m.whenNetworkSettles(queryClient),
      () => undefined,
    )
    .then(register)
}
