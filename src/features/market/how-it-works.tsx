import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { formatCents, formatPercent } from '../../lib/format'

/** The four steps, with this market's own Yes price as the example (the tile beside it shows the same figure). */
const steps = (yesPrice: string) =>
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

export function HowItWorks({ yesPrice }: { yesPrice: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>How it works</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="space-y-3">
          {steps(yesPrice).map(([title, text], i) => (
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
