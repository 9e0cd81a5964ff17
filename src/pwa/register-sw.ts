import { Workbox } from 'workbox-window'
import { usePwaStore } from './pwa-store'

/** How often a long-open app (an installed window stays open for days) looks for a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000

/**
 * Registers the service worker (vite-plugin-pwa's generateSW output). A new version
 * installs in the background and then waits; the update prompt offers 'Reload',
 * which activates it and reloads once it controls the page. Nothing is forced.
 */
export async function registerServiceWorker(): Promise<void> {
  const base = import.meta.env.BASE_URL
  const wb = new Workbox(`${base}sw.js`, { scope: base })
  wb.addEventListener('waiting', () => usePwaStore.setState({ applyUpdate: () => void activateWaiting(wb, base) }))
  wb.addEventListener('activated', () => usePwaStore.setState({ worker: 'ready' }))

  let registration: ServiceWorkerRegistration | undefined
  try {
    registration = await wb.register()
  } catch (error) {
    console.warn('Service worker registration failed; the app still works online.', error)
  }
  if (!registration) {
    usePwaStore.setState({ worker: 'failed' })
    return
  }
  if (registration.active) usePwaStore.setState({ worker: 'ready' })
  watchForUpdates(registration)
}

/** Asks the waiting version to take over (its SKIP_WAITING handler), then reloads into it. */
async function activateWaiting(wb: Workbox, base: string): Promise<void> {
  const waiting = (await navigator.serviceWorker.getRegistration(base))?.waiting
  // Another tab may already have activated the new version: then a reload is all it takes.
  if (!waiting) {
    window.location.reload()
    return
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true })
  wb.messageSkipWaiting()
}

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  const check = () => {
    if (navigator.onLine) registration.update().catch(() => undefined)
  }
  setInterval(check, UPDATE_CHECK_MS)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check()
  })
  window.addEventListener('online', check)
}
