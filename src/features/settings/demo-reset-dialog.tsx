import { useId, useState, type FormEvent } from 'react'
import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { SeedValue } from '../../api/contract'
import { errorMessage } from '../../api/client'
import { Button } from '../../components/ui/button'
import { AlertIcon } from '../../components/ui/icons'
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

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if ('value' in seed) reset.mutate({ seedValue: seed.value })
  }
  const close = () => {
    if (!reset.isPending) onClose()
  }

  return (
    <Dialog open onClose={close} className="relative z-50">
      <div className="fixed inset-0 bg-black/40 dark:bg-black/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center p-4 sm:items-center">
        <DialogPanel
          as="form"
          onSubmit={submit}
          noValidate
          className="w-full max-w-md rounded-2xl border border-line bg-surface p-5 shadow-2xl sm:p-6"
        >
          <div className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-no-50 text-no-600 dark:bg-no-500/15 dark:text-no-500"
            >
              <AlertIcon size={20} />
            </span>
            <div className="min-w-0">
              <DialogTitle className="text-lg font-semibold">Reset the exchange?</DialogTitle>
              <Description className="mt-1 text-sm text-muted">
                Every trade, position, registered account and activity entry in this browser is deleted, simulated time goes back
                to now, and you are signed out. The demo accounts come back with fresh balances.
              </Description>
            </div>
          </div>

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

          {reset.isError && (
            <p role="alert" className="mt-4 rounded-lg bg-no-50 px-3 py-2 text-sm text-no-700 dark:bg-no-500/15 dark:text-no-500">
              {errorMessage(reset.error, "Couldn't reset the exchange. Nothing changed.")}
            </p>
          )}

          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close} disabled={reset.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={reset.isPending}>
              {reset.isPending ? 'Resetting…' : 'Reset exchange'}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
