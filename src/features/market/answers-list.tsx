import { useState } from 'react'
import type { Answer, Market, Side } from '../../api/contract'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { formatCents, formatPercent, formatVolume } from '../../lib/format'
import { openAnswerTicket } from '../../lib/ticket-store'
import { priceChange, toChartPoints } from './chart-data'
import { answersWinnerFirst } from '../../lib/answers'

const DAY_MS = 24 * 60 * 60 * 1000

/** How an answer's chance moved over the last day, in cents (points), from its price history: "▲ 3.2¢" / "▼ 1.0¢" / null. */
function dayChange(market: Market, answer: Answer, now: number): number | null {
  const history = market.answerHistories?.[answer.id]
  if (!history?.length) return null
  return priceChange(toChartPoints(history), Number(answer.yesPrice), now, DAY_MS)
}

function Change({ points }: { points: number | null }) {
  if (points === null || Math.abs(points) < 0.05) return <span className="text-xs text-muted">–</span>
  const up = points > 0
  return (
    <span
      className={`text-xs font-medium tabular-nums ${up ? 'text-yes-700 dark:text-yes-500' : 'text-no-700 dark:text-no-500'}`}
    >
      {up ? '▲' : '▼'} {Math.abs(points).toFixed(1)}¢
    </span>
  )
}

/** A resolved answer's outcome, in words. */
function Outcome({ market, answer }: { market: Market; answer: Answer }) {
  const won = market.winningAnswerId === answer.id
  const words = market.resolution === 'void' ? 'Refunded' : won ? 'Won' : 'Lost'
  const tone = won ? 'bg-yes-500/15 text-yes-700 dark:text-yes-500' : 'bg-surface-2 text-muted'
  return <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${tone}`}>{words}</span>
}

/**
 * The answers in the order they first showed on this page: by chance (once resolved, the answer
 * that won first), then kept while the page is open. A trade or a simulated trader's move that
 * reorders the chances does not move the rows, so the Yes/No button under a finger stays the
 * answer it was (the order is worked out again when the market opens or resolves; a new answer goes last).
 */
function useSteadyOrder(market: Market, fetched: boolean): Answer[] {
  const ranked = answersWinnerFirst(market)
  // Ranked again once the page's own answer arrives: a page opened from the answers kept from the
  // last visit (src/api/persist.ts) would otherwise keep their order, however the chances moved since.
  const key = `${market.id} ${market.status} ${market.winningAnswerId ?? ''} ${fetched}`
  const [order, setOrder] = useState(() => ({ key, ids: ranked.map((a) => a.id) }))
  let ids = order.ids
  if (order.key !== key) {
    // Another market, or it opened or resolved: ranked afresh (state set while rendering, as React allows).
    ids = ranked.map((a) => a.id)
    setOrder({ key, ids })
  }
  const byId = new Map(ranked.map((a) => [a.id, a]))
  return [...ids.flatMap((id) => byId.get(id) ?? []), ...ranked.filter((a) => !ids.includes(a.id))]
}

/**
 * A multi-answer market's answers (docs/product.md, "Multi-answer markets"): each with its chance,
 * its move over the last day and its Yes/No prices, which open the one trade ticket on that answer.
 * Once resolved, the answer that won comes first, each says whether it won, and the chances are
 * the ones trading stopped at.
 */
export function AnswersList({ market, now, fetched }: { market: Market; now: number; fetched: boolean }) {
  const resolved = market.status === 'resolved'
  // Resolved: the answer that won first, then the others by their chance when trading stopped.
  const answers = useSteadyOrder(market, fetched)
  const open = market.status === 'active'
  const trade = (answer: Answer, side: Side) => openAnswerTicket(market, answer, side)
  return (
    <Card className="p-0">
      <div className="flex items-baseline justify-between gap-3 px-4 pb-2 pt-4 sm:px-5">
        <h2 className="text-lg font-semibold tracking-tight">Answers</h2>
        <p className="text-xs text-muted">
          {answers.length} answers · {resolved ? 'chances when trading stopped' : 'chances add up to 100%'}
        </p>
      </div>
      <ul className="divide-y divide-line" data-testid="answers-list">
        {answers.map((answer) => (
          <li
            key={answer.id}
            data-answer-id={answer.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:flex-nowrap sm:px-5"
          >
            <div className="min-w-0 flex-1">
              <p className="font-medium leading-snug">{answer.text}</p>
              <p className="text-xs text-muted">{formatVolume(answer.volume)} vol</p>
            </div>
            <div className="w-20 shrink-0 text-right">
              <p className="text-xl font-bold tabular-nums" data-testid="answer-chance">
                {formatPercent(answer.yesPrice)}
              </p>
              {resolved ? (
                <span className="text-xs text-muted">at close</span>
              ) : (
                <Change points={dayChange(market, answer, now)} />
              )}
            </div>
            {resolved ? (
              <Outcome market={market} answer={answer} />
            ) : (
              open && (
                <div className="grid w-full grid-cols-2 gap-2 sm:w-56 sm:shrink-0">
                  {(['yes', 'no'] as const).map((side) => (
                    <Button
                      key={side}
                      variant={side}
                      size="md"
                      onClick={() => trade(answer, side)}
                      // The name starts with what the button shows ("Yes 34¢"), as price-buttons.tsx's do.
                      aria-label={`${side === 'yes' ? 'Yes' : 'No'} ${formatCents(side === 'yes' ? answer.yesPrice : answer.noPrice)}: buy ${side === 'yes' ? 'Yes' : 'No'} on ${answer.text}`}
                    >
                      {side === 'yes' ? 'Yes' : 'No'}{' '}
                      <span className="tabular-nums">{formatCents(side === 'yes' ? answer.yesPrice : answer.noPrice)}</span>
                    </Button>
                  ))}
                </div>
              )
            )}
          </li>
        ))}
      </ul>
    </Card>
  )
}
