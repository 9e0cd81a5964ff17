import { useId, useMemo, useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { addDays, format, setHours, setMinutes, startOfMinute } from 'date-fns'
import { adminMarketsKey, createMarket } from '../../api/admin'
import { marketKeys } from '../../api/markets'
import { errorMessage } from '../../api/client'
import type { CreateMarketBody, Market } from '../../api/contract'
import { MARKET_TEXT_MAX, MARKET_TITLE_MAX } from '../../api/contract/constants'
import { useCategories } from '../../lib/use-categories'
import { useNow } from '../../lib/use-now'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { FieldError, Input, Label, inputClass } from '../../components/ui/input'
import { cn } from '../../components/ui/cn'
import { toast } from '../../components/toast/toast-store'
import { MarketCard } from '../../components/ui/market-card'
import { WholeNumberField } from './whole-number-field'
import { AnswersField, answersProblem, previewAnswers } from './answers-field'
import { Segmented } from '../../components/ui/segmented'
import { DATETIME_LOCAL, chanceProblem, closeProblem, rulesProblem, titleProblem } from './market-form-rules'

interface Draft {
  kind: 'binary' | 'multi'
  title: string
  description: string
  categoryId: string
  /** A datetime-local value, in the device's time zone. */
  closesAt: string
  rules: string
  resolutionSource: string
  chance: string
  liquidity: string
  /** A multi-answer market's answers. */
  answers: string[]
}

const KINDS = [
  { value: 'binary', label: 'Yes / No' },
  { value: 'multi', label: 'Multiple answers' },
] as const

/** The problems of a draft, by field (the API checks the same and answers 400 otherwise). */
function problems(draft: Draft, now: number): Partial<Record<keyof Draft, string>> {
  const out: Partial<Record<keyof Draft, string>> = {}
  out.title = titleProblem(draft.title)
  if (!draft.categoryId) out.categoryId = 'Choose a category'
  out.closesAt = closeProblem(draft.closesAt, now)
  out.rules = rulesProblem(draft.rules)
  if (draft.kind === 'binary') out.chance = chanceProblem(draft.chance)
  else out.answers = answersProblem(draft.answers)
  const liquidity = Number(draft.liquidity)
  if (!Number.isInteger(liquidity) || liquidity < 100 || liquidity > 100_000)
    out.liquidity = 'Whole dollars from $100 to $100,000'
  // Only the fields with a problem.
  return Object.fromEntries(Object.entries(out).filter(([, problem]) => problem !== undefined))
}

/**
 * New market (docs/product.md, "Markets admins make"): the question, how it resolves, when trading
 * closes, the opening chance and the house's subsidy, with the card as the lists will show it.
 */
export function NewMarketForm({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient()
  const now = useNow()
  const { categories, byId } = useCategories()
  const id = useId()
  const [draft, setDraft] = useState<Draft>(() => ({
    kind: 'binary',
    title: '',
    description: '',
    categoryId: '',
    closesAt: format(setMinutes(setHours(addDays(startOfMinute(now), 7), 18), 0), DATETIME_LOCAL),
    rules: '',
    resolutionSource: '',
    chance: '50',
    liquidity: '1000',
    answers: ['', '', ''],
  }))
  const [submitted, setSubmitted] = useState(false)
  const categoryId = draft.categoryId || categories[0]?.id || ''
  const errors = problems({ ...draft, categoryId }, now)
  const shown = submitted ? errors : {}

  const create = useMutation({
    mutationFn: (body: CreateMarketBody) => createMarket(body),
    onSuccess: (market) => {
      void queryClient.invalidateQueries({ queryKey: adminMarketsKey })
      void queryClient.invalidateQueries({ queryKey: marketKeys.all })
      toast({
        title: 'Market created',
        description: market.title,
        link: { label: 'View market', to: '/market/$id', params: { id: market.id } },
      })
      onClose()
    },
  })

  const set = (key: Exclude<keyof Draft, 'answers' | 'kind'>) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }))
  const chance = Math.min(99, Math.max(1, Math.round(Number(draft.chance)) || 50))
  const multi = draft.kind === 'multi'
  const preview = useMemo<Market>(
    () => ({
      id: 'preview',
      kind: multi ? 'multi' : 'binary',
      ...(multi ? { answers: previewAnswers(draft.answers) } : {}),
      title: draft.title.trim() || 'Your question, as traders will read it',
      description: draft.description,
      imageUrl: null,
      categoryId,
      yesPrice: chance.toFixed(2),
      noPrice: (100 - chance).toFixed(2),
      volume: 0,
      traderCount: 0,
      closesAt: Number.isNaN(Date.parse(draft.closesAt)) ? new Date(now).toISOString() : new Date(draft.closesAt).toISOString(),
      createdAt: new Date(now).toISOString(),
      trending: false,
      featured: false,
      status: 'active',
      resolution: null,
      pool: { yesReserve: 100 - chance, noReserve: chance },
    }),
    [multi, draft.answers, draft.title, draft.description, draft.closesAt, categoryId, chance, now],
  )

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (Object.keys(errors).length > 0) {
      // The first field in error gets focus (and its message is read out with it), once it is marked.
      const form = event.currentTarget as HTMLFormElement
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    create.mutate({
      ...(multi
        ? { kind: 'multi' as const, answers: draft.answers.map((a) => a.trim()) }
        : { kind: 'binary' as const, initialProbability: Number(draft.chance) }),
      title: draft.title.trim(),
      description: draft.description.trim(),
      categoryId,
      closesAt: new Date(draft.closesAt).toISOString(),
      rules: draft.rules.trim(),
      ...(draft.resolutionSource.trim() ? { resolutionSource: draft.resolutionSource.trim() } : {}),
      liquidityCents: Number(draft.liquidity) * 100,
    })
  }

  const field = (key: keyof Draft) => ({
    id: `${id}-${key}`,
    'aria-invalid': shown[key] ? true : undefined,
    'aria-describedby': shown[key] ? `${id}-${key}-error` : undefined,
  })

  return (
    <Card>
      <CardHeader>
        <CardTitle id={`${id}-title-heading`}>New market</CardTitle>
        <p className="text-sm text-muted">
          {multi
            ? 'A question with several answers, exactly one of which wins. Each Yes on the winner pays $1.00.'
            : 'A Yes/No question. Each contract pays $1.00 if it resolves its way.'}
        </p>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <form onSubmit={submit} noValidate aria-labelledby={`${id}-title-heading`} className="grid min-w-0 grid-cols-1 gap-4">
          <Segmented
            label="Kind of market"
            value={draft.kind}
            options={KINDS}
            onChange={(kind) => setDraft((d) => ({ ...d, kind }))}
          />
          <div>
            <Label htmlFor={`${id}-title`}>Question</Label>
            <Input
              {...field('title')}
              value={draft.title}
              onChange={set('title')}
              maxLength={MARKET_TITLE_MAX}
              placeholder={multi ? 'Who wins the hackathon?' : 'Will team Blue win the hackathon?'}
              className="mt-1"
            />
            <FieldError id={`${id}-title-error`}>{shown.title}</FieldError>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <Label htmlFor={`${id}-categoryId`}>Category</Label>
              <select {...field('categoryId')} value={categoryId} onChange={set('categoryId')} className={cn(inputClass, 'mt-1')}>
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
              <FieldError id={`${id}-categoryId-error`}>{shown.categoryId}</FieldError>
            </div>
            <div>
              <Label htmlFor={`${id}-closesAt`}>Trading closes</Label>
              <Input
                {...field('closesAt')}
                type="datetime-local"
                value={draft.closesAt}
                onChange={set('closesAt')}
                className="mt-1"
              />
              <FieldError id={`${id}-closesAt-error`}>{shown.closesAt}</FieldError>
            </div>
          </div>
          <div>
            <Label htmlFor={`${id}-rules`}>How it resolves</Label>
            <textarea
              {...field('rules')}
              value={draft.rules}
              onChange={set('rules')}
              maxLength={MARKET_TEXT_MAX}
              rows={3}
              placeholder={
                multi
                  ? 'Resolves to the team the judges name the winner on stage.'
                  : 'Resolves Yes if the judges name team Blue the winner on stage; No otherwise.'
              }
              className={cn(inputClass, 'mt-1 h-auto py-2')}
            />
            <FieldError id={`${id}-rules-error`}>{shown.rules}</FieldError>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <Label htmlFor={`${id}-description`}>Description (optional)</Label>
              <Input
                {...field('description')}
                value={draft.description}
                onChange={set('description')}
                maxLength={MARKET_TEXT_MAX}
                className="mt-1"
              />
            </div>
            <div>
              <Label htmlFor={`${id}-resolutionSource`}>Resolution source (optional)</Label>
              <Input
                {...field('resolutionSource')}
                value={draft.resolutionSource}
                onChange={set('resolutionSource')}
                maxLength={300}
                placeholder="The organisers' announcement"
                className="mt-1"
              />
            </div>
          </div>
          {multi && (
            <AnswersField
              id={`${id}-answers`}
              answers={draft.answers}
              onChange={(answers) => setDraft((d) => ({ ...d, answers }))}
              error={shown.answers}
            />
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {!multi && (
              <WholeNumberField
                id={`${id}-chance`}
                label="Opening chance of Yes (%)"
                value={draft.chance}
                onChange={(value) => setDraft((d) => ({ ...d, chance: value }))}
                min={1}
                max={99}
                step={1}
                error={shown.chance}
              />
            )}
            <WholeNumberField
              id={`${id}-liquidity`}
              label="House liquidity ($)"
              value={draft.liquidity}
              onChange={(value) => setDraft((d) => ({ ...d, liquidity: value }))}
              min={100}
              max={100_000}
              step={100}
              error={shown.liquidity}
              hint="More liquidity: prices move less per trade."
            />
          </div>
          {create.isError && (
            <p role="alert" className="text-sm text-no-600 dark:text-no-500">
              {errorMessage(create.error, "Couldn't create the market. Nothing was saved.")}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating…' : 'Create market'}
            </Button>
          </div>
        </form>
        {/* Beside the form on a wide screen, it stays in view while the answers below are typed. */}
        <section aria-label="Preview" className="min-w-0 space-y-2 lg:sticky lg:top-20 lg:self-start">
          <h3 className="text-sm font-semibold text-muted">Preview</h3>
          {/* As the lists will show it; not a live market, so nothing in it responds. */}
          <div inert>
            <MarketCard market={preview} category={byId.get(categoryId)} now={now} onBuy={() => undefined} />
          </div>
        </section>
      </CardContent>
    </Card>
  )
}
