import { useState } from 'react'
import { Button } from '../../components/ui/button'
import { SettingsRow } from './settings-section'
import { RotateIcon } from './demo-icons'
import { DemoResetDialog } from './demo-reset-dialog'

/** Start over from the seed (with a confirmation dialog). */
export function DemoResetRow({ seedValue }: { seedValue: number }) {
  const [open, setOpen] = useState(false)
  return (
    <SettingsRow
      title="Reset exchange"
      description={
        <>
          Start over from the seed: every trade, account and activity entry in this browser is deleted and the demo accounts come
          back. Seed{' '}
          <span className="font-mono text-xs text-fg" data-testid="seed-value">
            {seedValue}
          </span>
          .
        </>
      }
    >
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        className="text-no-600 hover:bg-no-50 dark:text-no-500 dark:hover:bg-no-500/10"
      >
        <RotateIcon size={14} /> Reset exchange…
      </Button>
      {open && <DemoResetDialog seedValue={seedValue} onClose={() => setOpen(false)} />}
    </SettingsRow>
  )
}
