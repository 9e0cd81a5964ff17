import { LIVE_CHANNEL, type LiveBatch } from './contract/live'

let channel: BroadcastChannel | null = null

/**
 * The in-browser exchange announces what a commit changed (mocks/browser.ts) on a
 * BroadcastChannel: every other channel object of that name hears it, those of this page's
 * screens (src/api/live.ts) and those of every other tab of this browser.
 */
export function announceLiveBatch(batch: LiveBatch): void {
  if (typeof BroadcastChannel === 'undefined') return
  channel ??= new BroadcastChannel(LIVE_CHANNEL)
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
  channel.postMessage(batch)
}

/** Hears the batches of this page's exchange and of the other tabs'; returns the unsubscribe. */
export function onLiveBatches(listener: (batch: LiveBatch) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined
  const tabs = new BroadcastChannel(LIVE_CHANNEL)
  tabs.addEventListener('message', (event: MessageEvent<LiveBatch>) => listener(event.data))
  return () => tabs.close()
}
