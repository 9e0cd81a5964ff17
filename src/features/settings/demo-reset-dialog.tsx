import { useId, useState } from 'react'
import { SeedValue } from '../../api/contract'
import { errorMessage } from '../../api/client'
import { DangerDialog } from '../../components/ui/danger-dialog'
import { Input, Label } from '../../components/ui/input'
import { useResetExchange } from './use-demo-controls'

/** The seed field's text as a seed value, or the reason it is not one. */
export function parseSeed(text: string): { value: number } | { error: string } {
  const trimmed = text.trim()
  if (!/^\d+$/.test(trimmed)) return { error: 'Enter a whole number from 0 to 4294967295.' }
  const parsed = SeedValue.safeParse(Number(trimmed))
  return parsed.success ? { value: parsed.data } : { error: 'Enter a whole number from 0 to 4294967295.' }
}

interface Props {
  seedValue: number
  onClose: () => void
}

/** Confirms a reset and lets the presenter choose the seed. Mounted while open: each opening starts fresh. */
export function DemoResetDialog({ seedValue, onClose }: Props) {
  const [text, setText] = useState(String(seedValue))
  const [touched, setTouched] = useState(false)
  const reset = useResetExchange()
  const seedId = useId()
  const seed = parseSeed(text)
  const fieldError = touched && 'error' in seed ? seed.error : null

  const submit = () => {
    setTouched(true)
    if ('value' in seed) reset.mutate({ seedValue: seed.value })
  }

  return (
    <DangerDialog
      title="Reset the exchange?"
      description="Every trade, position, registered account and activity entry in this browser is deleted, simulated time goes back to now, and you are signed out. The demo accounts come back with fresh balances."
      confirmLabel="Reset exchange"
      pendingLabel="Resetting…"
      pending={reset.isPending}
      error={reset.isError ? errorMessage(reset.error, "Couldn't reset the exchange. Nothing changed.") : null}
      onConfirm={submit}
      onClose={onClose}
    >
      <div className="mt-5">
        <Label htmlFor={seedId}>Seed value</Label>
        <Input
          id={seedId}
          className="mt-1 font-mono"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          aria-invalid={!!fieldError}
          aria-describedby={`${seedId}-help`}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => setTouched(true)}
        />
        <p
          id={`${seedId}-help`}
          className={fieldError ? 'mt-1.5 text-sm text-no-600 dark:text-no-500' : 'mt-1.5 text-sm text-muted'}
        >
          {fieldError ?? 'The same seed always builds the same markets. Keep it to repeat this demo.'}
        </p>
      </div>
    </DangerDialog>
  )
}
