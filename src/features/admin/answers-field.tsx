import { useEffect, useRef } from 'react'
import type { Market } from '../../api/contract'
import { MAX_MARKET_ANSWERS, MIN_MARKET_ANSWERS } from '../../api/contract/market-admin'
import { Button } from '../../components/ui/button'
import { FieldError, Input, Label } from '../../components/ui/input'
import { XIcon } from '../../components/ui/icons'

/** An answer's longest text (the API's limit: src/api/contract/market-admin.ts). */
const ANSWER_MAX = 80

/** The answers' problem, in the API's words where it has them, or undefined. */
export function answersProblem(answers: readonly string[]): string | undefined {
  const texts = answers.map((a) => a.trim())
  if (texts.some((t) => !t)) return 'Fill in every answer, or remove the empty ones'
  if (texts.length < MIN_MARKET_ANSWERS || texts.length > MAX_MARKET_ANSWERS) return 'A multi-answer market has 2 to 20 answers'
  if (new Set(texts.map((t) => t.toLowerCase())).size !== texts.length) return 'Answers must be different from each other'
  return undefined
}

/** The answers as a new market's card shows them: all alike until the first trade. */
export function previewAnswers(answers: readonly string[]): NonNullable<Market['answers']> {
  const n = Math.max(answers.length, 1)
  const chance = (100 / n).toFixed(2)
  return answers.map((text, i) => ({
    id: `preview-${i}`,
    text: text.trim() || `Answer ${i + 1}`,
    yesPrice: chance,
    noPrice: (100 - Number(chance)).toFixed(2),
    volume: 0,
    status: 'active' as const,
    resolution: null,
    pool: { yesReserve: 1, noReserve: 1 },
  }))
}

interface Props {
  id: string
  answers: string[]
  onChange: (answers: string[]) => void
  error: string | undefined
}

/** A multi-answer market's answers: one field each, added and removed (2 to 20). */
export function AnswersField({ id, answers, onChange, error }: Props) {
  const set = (i: number, text: string) => onChange(answers.map((a, j) => (j === i ? text : a)))
  // Add answer puts the cursor in the new answer's field.
  const added = useRef(false)
  useEffect(() => {
    if (!added.current) return
    added.current = false
    document.getElementById(`${id}-${answers.length - 1}`)?.focus()
  }, [answers.length, id])
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">Answers</legend>
      <p className="text-xs text-muted">Exactly one will win. Each opens at the same chance.</p>
      <ol className="mt-2 grid gap-2">
        {answers.map((answer, i) => (
          <li key={i} className="flex items-center gap-2">
            <Label htmlFor={`${id}-${i}`} className="sr-only">
              Answer {i + 1}
            </Label>
            <Input
              id={`${id}-${i}`}
              value={answer}
              onChange={(e) => set(i, e.target.value)}
              maxLength={ANSWER_MAX}
              placeholder={`Answer ${i + 1}`}
              aria-invalid={error ? true : undefined}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove answer ${i + 1}`}
              disabled={answers.length <= MIN_MARKET_ANSWERS}
              onClick={() => onChange(answers.filter((_, j) => j !== i))}
            >
              <XIcon size={16} />
            </Button>
          </li>
        ))}
      </ol>
      <Button
        variant="outline"
        size="sm"
        className="mt-2"
        disabled={answers.length >= MAX_MARKET_ANSWERS}
        onClick={() => {
          added.current = true
          onChange([...answers, ''])
        }}
      >
        Add answer
      </Button>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  )
}
