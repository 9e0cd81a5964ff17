import { Card } from '../../components/ui/card'

const STEPS = [
  {
    title: 'Choose a pool',
    text: "Every market has a market-maker pool that fills every trade. Pick one whose market you're happy to back.",
  },
  {
    title: 'Add liquidity',
    text: "Your cash joins the pool for a share of it. Prices don't move; any contracts the pool can't pair come back to you as a position.",
  },
  {
    title: 'Earn trading fees',
    text: 'Every trade pays a 1.5% fee into the pool, shared by providers in proportion to their share. Remove any time before the market closes.',
  },
] as const

/** The three-step explainer. */
export function LiquidityExplainer() {
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="text-lg font-semibold tracking-tight">How liquidity pools work</h2>
      <ol className="mt-3 grid gap-4 sm:grid-cols-3">
        {STEPS.map((step, i) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700 dark:bg-brand-500/20 dark:text-brand-100"
            >
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="mt-0.5 text-sm text-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  )
}
