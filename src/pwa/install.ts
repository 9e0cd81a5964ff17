import { usePwaStore, type BeforeInstallPromptEvent } from './pwa-store'

/** Running from the home screen / as an app window rather than in a browser tab. */
function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches
}

/**
 * Keeps the browser's install offer for the in-app Install button. Listens from the
 * start of the page so the offer (which can come early) is never missed.
 */
export function listenForInstallOffer(): void {
  usePwaStore.setState({ installed: isStandalone() })
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our own button asks instead of the browser's mini-infobar.
    event.preventDefault()
    usePwaStore.setState({ installPrompt: event as BeforeInstallPromptEvent })
  })
  window.addEventListener('appinstalled', () => {
    usePwaStore.setState({ installPrompt: null, installed: true })
  })
}

/** Shows the browser's install dialog; true when the person accepted. */
export async function promptInstall(): Promise<boolean> {
  const offer = usePwaStore.getState().installPrompt
  if (!offer) return false
  // An offer can be used only once, whatever the answer.
  usePwaStore.setState({ installPrompt: null })
  await offer.prompt()
  const { outcome } = await offer.userChoice
  return outcome === 'accepted'
}
