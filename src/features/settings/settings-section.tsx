import type { ComponentType, ReactNode } from 'react'
import { Card } from '../../components/ui/card'

export interface SettingsSectionProps {
  id: string
  title: string
  description: string
  icon: ComponentType<{ size?: number }>
  children: ReactNode
}

/** One titled card of the settings page; `id` is its anchor for the page's section nav. */
export function SettingsSection({ id, title, description, icon: Icon, children }: SettingsSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <Card>
        <header className="flex items-start gap-3 border-b border-line p-5">
          <span
            aria-hidden="true"
            className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100"
          >
            <Icon size={18} />
          </span>
          <div className="min-w-0">
            <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight">
              {title}
            </h2>
            <p className="mt-0.5 text-sm text-muted">{description}</p>
          </div>
        </header>
        <div className="p-5">{children}</div>
      </Card>
    </section>
  )
}

/** A labelled row inside a section: what it is on the left, its state or action on the right. */
export function SettingsRow({ title, description, children }: { title: string; description?: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <div className="min-w-0">
        <h3 className="text-sm font-semibold">{title}</h3>
        {description && <div className="mt-0.5 text-sm text-muted">{description}</div>}
      </div>
      {children && <div className="flex shrink-0 flex-wrap items-center gap-2">{children}</div>}
    </div>
  )
}
