import { useState } from 'react'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { CheckIcon } from '../../components/ui/more-icons'
import { DeviceIcon } from './settings-icons'
import { toast } from '../../components/toast/toast-store'
import { promptInstall } from '../../pwa/install'
import { usePwaStore, type WorkerStatus } from '../../pwa/pwa-store'
import { SettingsRow, SettingsSection } from './settings-section'

/** Install, offline readiness, updates and the version: Foresight as an app on this device. */
export function AppSection() {
  return (
    <SettingsSection
      id="app"
      title="App"
      icon={DeviceIcon}
      description="Install Foresight to open it from your home screen or dock, with or without a network."
    >
      <div className="divide-y divide-line">
        <InstallRow />
        <OfflineRow />
        <VersionRow />
      </div>
    </SettingsSection>
  )
}

function InstallRow() {
  const installed = usePwaStore((s) => s.installed)
  const offer = usePwaStore((s) => s.installPrompt)
  const [asking, setAsking] = useState(false)

  async function install() {
    setAsking(true)
    try {
      if (await promptInstall())
        toast({ title: 'Foresight installed', description: 'Open it from your home screen or app list.' })
    } finally {
      setAsking(false)
    }
  }

  if (installed) {
    return (
      <SettingsRow title="Install app" description="Foresight is installed on this device.">
        <Badge tone="yes">
          <CheckIcon size={12} /> Installed
        </Badge>
      </SettingsRow>
    )
  }
  if (offer) {
    return (
      <SettingsRow
        title="Install app"
        description="Adds Foresight to your home screen or dock. It opens in its own window and works offline."
      >
        <Button onClick={install} disabled={asking}>
          {asking ? 'Installing…' : 'Install app'}
        </Button>
      </SettingsRow>
    )
  }
  return (
    <SettingsRow
      title="Install app"
      description={
        <>
          Your browser has not offered installation on this page. In Chrome or Edge, choose{' '}
          <strong className="font-medium text-fg">Install</strong> in the address bar or menu; in Safari on iPhone or iPad, tap{' '}
          <strong className="font-medium text-fg">Share</strong>, then{' '}
          <strong className="font-medium text-fg">Add to Home Screen</strong>.
        </>
      }
    />
  )
}

const OFFLINE_TEXT: Record<WorkerStatus, { badge: string; tone: 'yes' | 'neutral' | 'warn'; text: string }> = {
  ready: { badge: 'Ready', tone: 'yes', text: 'Saved on this device: every screen opens without a network.' },
  pending: { badge: 'Preparing', tone: 'neutral', text: 'Saving the app on this device for offline use…' },
  unsupported: {
    badge: 'Unavailable',
    tone: 'warn',
    text: 'This browser (or a development build) does not run service workers, so Foresight needs a network to open.',
  },
  failed: {
    badge: 'Unavailable',
    tone: 'warn',
    text: 'The browser refused the offline worker (private windows often do). Foresight still works while online.',
  },
}

function OfflineRow() {
  const worker = usePwaStore((s) => s.worker)
  const info = OFFLINE_TEXT[worker]
  return (
    <SettingsRow title="Offline use" description={info.text}>
      <Badge tone={info.tone}>{info.badge}</Badge>
    </SettingsRow>
  )
}

function VersionRow() {
  const applyUpdate = usePwaStore((s) => s.applyUpdate)
  const version = import.meta.env.VITE_APP_VERSION ?? 'dev'
  const build = import.meta.env.VITE_BUILD_ID
  return (
    <SettingsRow
      title="Version"
      description={
        applyUpdate
          ? 'A new version has been downloaded. Reload to start using it; your data stays as it is.'
          : 'Foresight looks for a new version when you open it and every hour while it is open.'
      }
    >
      <span className="font-mono text-sm tabular-nums" data-testid="app-version">
        {version}
        {build ? ` · build ${build}` : ''}
      </span>
      {applyUpdate && (
        <Button size="sm" onClick={applyUpdate}>
          Reload
        </Button>
      )}
    </SettingsRow>
  )
}
