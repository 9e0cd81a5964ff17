import { FieldError, Input, Label } from '../../components/ui/input'

interface Props {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  min: number
  max: number
  step: number
  /** The field's problem (shown under it, and named by the field), or undefined. */
  error: string | undefined
  /** A line under the field while it has no problem. */
  hint?: string
}

/** A whole number typed over what the field holds (focusing selects it): the admin forms' chance and liquidity. */
export function WholeNumberField({ id, label, value, onChange, min, max, step, error, hint }: Props) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={step}
        selectOnFocus
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="mt-1"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
      {!error && hint && <p className="mt-1 text-xs text-muted">{hint}</p>}
    </div>
  )
}
