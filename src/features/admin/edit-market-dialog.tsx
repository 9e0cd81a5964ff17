import { useId, useState } from 'react'
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { format } from 'date-fns'
import { adminMarketsKey, updateMarket } from '../../api/admin'
import { marketKeys } from '../../api/markets'
import { errorMessage } from '../../api/client'
import type { Market, UpdateMarketBody } from '../../api/contract'
import { MARKET_TEXT_MAX, MARKET_TITLE_MAX } from '../../api/contract/constants'
import { useNow } from '../../lib/use-now'
import { Button } from '../../components/ui/button'
import { FieldError, Input, Label, inputClass } from '../../components/ui/input'
import { cn } from '../../components/ui/cn'
import { toast } from '../../components/toast/toast-store'
import { WholeNumberField } from './whole-number-field'
import { AnswersField, answersProblem } from './answers-field'
import { DATETIME_LOCAL, chanceProblem, closeProblem, rulesProblem, titleProblem } from './market-form-rules'

/**
 * Edit a market an admin made (PATCH /api/admin/markets/{id}): its question, its description, how it resolves, when
 * trading closes (moving it ahead opens a closed market again), featured and trending; before its
 * first trade a Yes/No market's opening chance or a multi-answer market's answers. Only what
 * changed is sent. Mounted while open.
 */
export function EditMarketDialog({ market, onClose }: { market: Market; onClose: () => void }) {
  const queryClient = useQueryClient()
  const now = useNow()
  const id = useId()
  const [title, setTitle] = useState(market.title)
  const [description, setDescription] = useState(market.description)
  const [rules, setRules] = useState(market.rules ?? '')
  const [source, setSource] = useState(market.resolutionSource ?? '')
  const [closesAt, setClosesAt] = useState(format(new Date(market.closesAt), DATETIME_LOCAL))
  const [featured, setFeatured] = useState(market.featured)
  const [trending, setTrending] = useState(market.trending)
  // Before the first trade the pool can open again at another chance, or with other answers (the
  // API refuses both after).
  const untraded = market.volume === 0 && market.traderCount === 0
  const multi = market.kind === 'multi'
  const openingChance = Math.round(Number(market.yesPrice))
  const [chance, setChance] = useState(String(openingChance))
  const openingAnswers = (market.answers ?? []).map((a) => a.text)
  const [answers, setAnswers] = useState(openingAnswers)
  const answersChanged = answers.map((a) => a.trim()).join('\n') !== openingAnswers.join('\n')
  const [submitted, setSubmitted] = useState(false)

  const closes = Date.parse(closesAt)
  const closeChanged = !Number.isNaN(closes) && closes !== Date.parse(format(new Date(market.closesAt), DATETIME_LOCAL))
  const chanceValue = Number(chance)
  const errors = {
    chance: untraded && !multi ? chanceProblem(chance) : undefined,
    answers: untraded && multi ? answersProblem(answers) : undefined,
    title: titleProblem(title),
    rules: rulesProblem(rules),
    closesAt: closeProblem(closesAt, now, closeChanged),
  }
  const shown: Partial<typeof errors> = submitted ? errors : {}

  const save = useMutation({
    mutationFn: (body: UpdateMarketBody) => updateMarket(market.id, body),
    onSuccess: (updated) => {
      void queryClient.invalidateQueries({ queryKey: adminMarketsKey })
      void queryClient.invalidateQueries({ queryKey: marketKeys.all })
      toast({ title: 'Market updated', description: updated.title })
      onClose()
    },
  })

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (errors.title || errors.rules || errors.closesAt || errors.chance || errors.answers) return
    const body: UpdateMarketBody = {
      ...(title.trim() !== market.title ? { title: title.trim() } : {}),
      ...(description.trim() !== market.description ? { description: description.trim() } : {}),
      ...(rules.trim() !== (market.rules ?? '') ? { rules: rules.trim() } : {}),
      ...(source.trim() !== (market.resolutionSource ?? '') ? { resolutionSource: source.trim() } : {}),
      ...(closeChanged ? { closesAt: new Date(closesAt).toISOString() } : {}),
      ...(featured !== market.featured ? { featured } : {}),
      ...(trending !== market.trending ? { trending } : {}),
      ...(untraded && !multi && chanceValue !== openingChance ? { initialProbability: chanceValue } : {}),
      ...(untraded && multi && answersChanged ? { answers: answers.map((a) => a.trim()) } : {}),
    }
    if (Object.keys(body).length === 0) {
      onClose()
      return
    }
    save.mutate(body)
  }

  const close = () => {
    if (!save.isPending) onClose()
  }
  const described = (key: keyof typeof errors) => ({
    'aria-invalid': shown[key] ? true : undefined,
    'aria-describedby': shown[key] ? `${id}-${key}-error` : undefined,
  })

  return (
    <Dialog open onClose={close} className="relative z-50">
      <div className="fixed inset-0 bg-black/40 dark:bg-black/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-4 sm:items-center">
        <DialogPanel
          as="form"
          onSubmit={submit}
          noValidate
          className="w-full max-w-lg rounded-2xl border border-line bg-surface p-5 shadow-2xl sm:p-6"
        >
          <DialogTitle className="text-lg font-semibold">Edit market</DialogTitle>
          <div className="mt-4 grid gap-4">
            <div>
              <Label htmlFor={`${id}-title`}>Question</Label>
              <Input
                id={`${id}-title`}
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                maxLength={MARKET_TITLE_MAX}
                className="mt-1"
                {...described('title')}
              />
              <FieldError id={`${id}-title-error`}>{shown.title}</FieldError>
            </div>
            <div>
              <Label htmlFor={`${id}-description`}>Description (optional)</Label>
              <textarea
                id={`${id}-description`}
                value={description}
                onChange={(e) => setDescription(e.target.value)}
                maxLength={MARKET_TEXT_MAX}
                rows={2}
                className={cn(inputClass, 'mt-1 h-auto py-2')}
              />
            </div>
            <div>
              <Label htmlFor={`${id}-rules`}>How it resolves</Label>
              <textarea
                id={`${id}-rules`}
                value={rules}
                onChange={(e) => setRules(e.target.value)}
                maxLength={MARKET_TEXT_MAX}
                rows={3}
                className={cn(inputClass, 'mt-1 h-auto py-2')}
                {...described('rules')}
              />
              <FieldError id={`${id}-rules-error`}>{shown.rules}</FieldError>
            </div>
            <div>
              <Label htmlFor={`${id}-source`}>Resolution source (optional)</Label>
              <Input
                id={`${id}-source`}
                value={source}
                onChange={(e) => setSource(e.target.value)}
                maxLength={300}
                placeholder="The organisers' announcement"
                className="mt-1"
              />
            </div>
            <div>
              <Label htmlFor={`${id}-closes`}>Trading closes</Label>
              <Input
                id={`${id}-closes`}
                type="datetime-local"
                value={closesAt}
                onChange={(e) => setClosesAt(e.target.value)}
                className="mt-1"
                {...described('closesAt')}
              />
              <FieldError id={`${id}-closesAt-error`}>{shown.closesAt}</FieldError>
            </div>
            {untraded && multi && (
              <div>
                <AnswersField id={`${id}-answers`} answers={answers} onChange={setAnswers} error={shown.answers} />
                <p className="mt-1 text-xs text-muted">
                  Until the first trade. Saving opens every answer at the same chance again.
                </p>
              </div>
            )}
            {untraded && !multi && (
              <WholeNumberField
                id={`${id}-chance`}
                label="Opening chance of Yes (%)"
                value={chance}
                onChange={setChance}
                min={1}
                max={99}
                step={1}
                error={shown.chance}
                hint="Until the first trade or order."
              />
            )}
            <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <label className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  checked={featured}
                  onChange={(e) => setFeatured(e.target.checked)}
                  aria-describedby="edit-featured-hint"
                  className="h-5 w-5"
                />
                Featured on the home page
              </label>
              <label className="inline-flex min-h-11 items-center gap-2">
                <input type="checkbox" checked={trending} onChange={(e) => setTrending(e.target.checked)} className="h-5 w-5" />
                Trending
              </label>
              {/* The list's rule (backend/queries/market-list.ts): featured markets by volume, four on home. */}
              <p id="edit-featured-hint" className="w-full text-xs text-muted">
                Featured Markets on the home page shows the four featured markets with the most volume; the others stay in All
                Markets.
              </p>
            </div>
          </div>
          {save.isError && (
            <p role="alert" className="mt-4 rounded-lg bg-no-50 px-3 py-2 text-sm text-no-700 dark:bg-no-500/15 dark:text-no-500">
              {errorMessage(save.error, "Couldn't save the market. Nothing changed.")}
            </p>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save changes'}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
