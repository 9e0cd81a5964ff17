import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import type { Answer, Market } from '../../api/contract'
import { formatCents, formatPercent } from '../../lib/format'
import { isTradable } from '../../lib/market-status'
import { answersByChance } from '../../lib/answers'

/** The four steps, with this market's own Yes price as the example (the tile beside it shows the same figure). */
const yesNoSteps = (yesPrice: string) =>
  [
    ['Pick a side', 'Buy Yes if you think it will happen, No if you think it will not.'],
    [
      'Price = chance',
      `Yes at ${formatCents(yesPrice)} means the market gives it a ${formatPercent(yesPrice)} chance. Yes and No always add up to 100¢.`,
    ],
    [
      'Prices move',
      'Every trade moves the price, so your preview shows the average you will pay (the fee is its own line) and the price after.',
    ],
    ['Get paid if right', 'When the market resolves, each winning contract pays $1.00 and each losing one pays $0.'],
  ] as const

/** A multi-answer market's steps, with its leading answer as the example (docs/product.md, "Multi-answer markets"). */
const answerSteps = (leader: Pick<Answer, 'text' | 'yesPrice'>) =>
  [
    ['Pick an answer', 'Buy Yes on the answer you think wins, or No on one you think will not.'],
    [
      'Price = chance',
      `${leader.text} at ${formatCents(leader.yesPrice)} means the market gives it a ${formatPercent(leader.yesPrice)} chance. The answers' chances add up to 100%.`,
    ],
    [
      'Prices move',
      "Every trade moves its answer's price and the others' with it, so your preview shows the average you will pay (the fee is its own line) and the price after.",
    ],
    [
      'Get paid if right',
      'When the market resolves, Yes on the winning answer and No on every other answer pay $1.00 a contract; the rest pay $0.',
    ],
  ] as const

/** How trading works, on a market that takes trades (once trading stops it has nothing to teach). */
export function HowItWorks({ market }: { market: Pick<Market, 'status' | 'yesPrice' | 'answers'> }) {
  if (!isTradable(market)) return null
  // The answer the list shows first.
  const leader = market.answers && answersByChance(market.answers)[0]
  return <HowItWorksSteps steps={leader ? answerSteps(leader) : yesNoSteps(market.yesPrice)} />
}

function HowItWorksSteps({ steps }: { steps: readonly (readonly [string, string])[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>How it works</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="space-y-3">
          {steps.map(([title, text], i) => (
            <li key={title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-bold text-brand-700 dark:bg-brand-500/15 dark:text-brand-100"
              >
                {i + 1}
              </span>
              <p className="text-sm">
                <span className="font-semibold">{title}.</span> <span className="text-muted">{text}</span>
              </p>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  )
}
