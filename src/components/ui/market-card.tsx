import { Link } from '@tanstack/react-router'
import { memo, useId } from 'react'
import type { Answer, Category, Market, Side } from '../../api/contract'
import { Button } from './button'
import { formatCents, formatPercent, formatVolume } from '../../lib/format'
import { answersByChance } from '../../lib/answers'
import { CategoryBadge } from './category-badge'
import { DaysLeft, TrendingBadge } from './market-badges'
import { WatchStar } from './watch-star'
import { Chance, ChanceSplit } from './chance-bar'

interface MarketCardProps {
  market: Market
  category: Category | undefined
  now: number
  onBuy: (marketId: string, side: Side) => void
}

/**
 * A market in the grid: the title, the chance once, and a Yes/No pair of buy buttons with the
 * two prices, plus the watchlist star. On a phone it is a compact row (title and chance side by
 * side); wider, a card. Memoised: the list refreshes every 10 s and the query keeps unchanged
 * markets as the same objects, so only moved cards re-render.
 */
export const MarketCard = memo(function MarketCard({ market, category, now, onBuy }: MarketCardProps) {
  const titleId = useId()
  return (
    <article
      aria-labelledby={titleId}
      data-market-id={market.id}
      className="group relative flex flex-col gap-2.5 rounded-xl border border-line bg-surface p-3 shadow-sm transition-shadow hover:shadow-md sm:gap-3 sm:p-4"
    >
      <div className="flex items-start gap-2">
        <h3 id={titleId} className="line-clamp-4 flex-1 font-semibold leading-snug sm:line-clamp-3 sm:min-h-[2.75rem]">
          {/* The whole card opens the market; the buttons sit above this link. */}
          <Link
            to="/market/$id"
            params={{ id: market.id }}
            className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none! focus-visible:after:outline-2 focus-visible:after:outline-brand-500 group-hover:text-brand-700 dark:group-hover:text-brand-100"
          >
            {market.title}
          </Link>
        </h3>
        {!market.answers && <Chance yesPrice={market.yesPrice} />}
        <WatchStar marketId={market.id} title={market.title} className="-mr-2 -mt-2" />
      </div>
      {market.answers ? (
        <TopAnswers answers={market.answers} />
      ) : (
        <>
          <ChanceSplit yesPrice={market.yesPrice} className="hidden sm:flex" />
          <div className="relative z-10 grid grid-cols-2 gap-2">
            {(['yes', 'no'] as const).map((side) => {
              const price = side === 'yes' ? market.yesPrice : market.noPrice
              return (
                <Button
                  key={side}
                  variant={side}
                  size="md"
                  aria-describedby={titleId}
                  onClick={() => onBuy(market.id, side)}
                  data-testid={`quick-buy-${side}`}
                >
                  Buy {side === 'yes' ? 'Yes' : 'No'} <span className="tabular-nums">{formatCents(price)}</span>
                </Button>
              )
            })}
          </div>
        </>
      )}
      <div className="flex flex-wrap items-center gap-x-2.5 gap-y-1 text-xs text-muted sm:gap-x-3">
        <CategoryBadge category={category} />
        {market.trending && <TrendingBadge className="hidden sm:inline-flex" />}
        <span className="ml-auto">
          <span className="font-medium text-fg">{formatVolume(market.volume)}</span> vol
        </span>
        <DaysLeft closesAt={market.closesAt} now={now} />
      </div>
    </article>
  )
})

/** How many answers a multi-answer market's card shows: the leading ones, by chance. */
const CARD_ANSWERS = 3

/** A multi-answer market's leading answers with their chances, and how many more it has (the card opens the market). */
export function TopAnswers({ answers }: { answers: readonly Answer[] }) {
  const top = answersByChance(answers).slice(0, CARD_ANSWERS)
  const more = answers.length - top.length
  return (
    <ul className="flex flex-col gap-1.5 text-sm" data-testid="card-answers">
      {top.map((a) => (
        <li key={a.id} className="flex items-center gap-2">
          <span className="min-w-0 flex-1 truncate">{a.text}</span>
          <span className="h-1.5 w-16 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
            <span className="block h-full bg-yes-500" style={{ width: `${Math.min(100, Number(a.yesPrice))}%` }} />
          </span>
          <span className="w-10 text-right font-semibold tabular-nums">{formatPercent(a.yesPrice)}</span>
        </li>
      ))}
      <li className="text-xs text-muted">
        {more > 0 ? `+${more} more ${more === 1 ? 'answer' : 'answers'}` : `${answers.length} answers`}
      </li>
    </ul>
  )
}
