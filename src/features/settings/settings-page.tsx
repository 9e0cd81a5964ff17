import type { ComponentType } from 'react'
import { AppearanceSection } from './appearance-section'
import { AppSection } from './app-section'
import { StorageSection } from './storage-section'
import { DataSourceSection } from './data-source-section'
import { DemoControls } from './demo-controls'
import { getDataSource } from '../../config'
import { useAuth } from '../../lib/use-auth'
import { AccountSection } from './account-section'

/**
 * The settings page: one self-contained section component per entry, in this order.
 * A new section (its own file, wrapped in SettingsSection) is one more entry here;
 * the section links on wide screens follow the list.
 */
const SECTIONS: { id: string; label: string; Component: ComponentType; signedIn?: true }[] = [
  { id: 'account', label: 'Account', Component: AccountSection, signedIn: true },
  { id: 'appearance', label: 'Appearance', Component: AppearanceSection },
  { id: 'app', label: 'App', Component: AppSection },
  { id: 'storage', label: 'Storage', Component: StorageSection },
  { id: 'data-source', label: 'Data source', Component: DataSourceSection },
  // Demo controls drive the in-browser exchange only; a real backend has none.
  ...(getDataSource().mode === 'in-browser' ? [{ id: 'demo', label: 'Demo', Component: DemoControls }] : []),
]

export function SettingsPage() {
  const { isAuthenticated } = useAuth()
  const sections = SECTIONS.filter((s) => isAuthenticated || !s.signedIn)
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <header className="mb-6 sm:mb-8">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Settings</h1>
        <p className="mt-1 text-muted">How Foresight looks, runs on this device, and where its data comes from.</p>
      </header>
      <div className="lg:grid lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-8">
        <nav aria-label="Settings sections" className="hidden lg:block">
          <ul className="sticky top-[calc(6rem+var(--toast-h,0px))] space-y-1">
            {sections.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="block rounded-lg px-3 py-2 text-sm font-medium text-muted hover:bg-surface-2 hover:text-fg"
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-6">
          {sections.map(({ id, Component }) => (
            <Component key={id} />
          ))}
        </div>
      </div>
    </div>
  )
}
