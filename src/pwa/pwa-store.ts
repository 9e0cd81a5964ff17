import { create } from 'zustand'

/** Chromium's install offer (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>
}

export type WorkerStatus = 'unsupported' | 'pending' | 'ready' | 'failed'

interface PwaState {
  /** Whether the app shell is stored by the service worker (opens offline). */
  worker: WorkerStatus
  /** Set while a new version waits; calling it activates that version and reloads. */
  applyUpdate: (() => void) | null
  /** The browser's install offer, kept until used (it can be used once). */
  installPrompt: BeforeInstallPromptEvent | null
  /** Running as an installed app, or installed during this visit. */
  installed: boolean
}

/** PWA state shared by the service-worker registration, the shell and Settings. */
export const usePwaStore = create<PwaState>(() => ({
  worker: 'pending',
  applyUpdate: null,
  installPrompt: null,
  installed: false,
}))
