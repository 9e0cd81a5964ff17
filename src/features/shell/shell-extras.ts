/**
 * The shell's parts that are not on the first screen: the footer (below the fold: <main> is at
 * least a screen tall) and the update prompt (only once a new service worker waits, so the old
 * one, with this chunk in its cache, still runs the page). Loaded once the first screen shows
 * its content (use-shell-extras.ts), so a cold visit's critical path carries none of their code.
 * Not here: the toasts (they must be able to say that the network is gone, when nothing more
 * can be fetched) and the outdated-database banner (it says a new version is out, whose deploy
 * may have removed this version's chunks).
 */
export { Footer } from './footer'
export { UpdatePrompt } from '../../pwa/update-prompt'
