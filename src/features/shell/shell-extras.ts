/**
 * The shell's parts that are not on the first screen: the footer (below the fold: <main> is at
 * least a screen tall), the update prompt and the outdated-database banner (both only after
 * something happens, and only where the service worker or the in-browser exchange already runs).
 * Loaded once the first screen shows its content (use-shell-extras.ts), so a cold visit's
 * critical path carries none of their code. (The toasts are not here: they must be able to say
 * that the network is gone, when nothing more can be fetched.)
 */
export { Footer } from './footer'
export { UpdatePrompt } from '../../pwa/update-prompt'
export { DbOutdatedBanner } from '../../pwa/db-outdated-banner'
