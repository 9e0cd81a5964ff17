import { Link } from '@tanstack/react-router'
import { Button, buttonClass } from '../../components/ui/button'
import { Badge } from '../../components/ui/badge'
import { Card } from '../../components/ui/card'
import { BarChartIcon, GlobeIcon, SparklesIcon, TrendingUpIcon } from '../../components/ui/icons'
import { DemoCredentials } from './demo-credentials'
import { useDemoAccounts, useSignIn } from './use-sign-in'
import { loginHref } from '../../lib/external-auth'
import { useContentShown } from '../../lib/first-screen-painted'

const FEATURES = [
  {
    icon: TrendingUpIcon,
    title: 'Real-Time Markets',
    text: 'Prices move with every trade. Buy Yes or No on politics, sports, crypto and more.',
  },
  { icon: SparklesIcon, title: 'Earn Rewards', text: 'Each correct contract pays $1.00. Accurate predictions are rewarded.' },
  {
    icon: BarChartIcon,
    title: 'Advanced Analytics',
    text: 'Track your P&L, win rate and positions with charts built for traders.',
  },
]

const CATEGORIES = ['Politics', 'Sports', 'Economics', 'Culture', 'Crypto', 'Climate', 'Tech', 'Science']

const STATS = [
  { value: '10K+', label: 'traders' },
  { value: '$2M+', label: 'volume' },
  { value: '500+', label: 'markets' },
]

/** What signed-out visitors see at "/". */
export function LandingPage() {
  useContentShown(true)
  const { signIn, pending } = useSignIn()
  const { trader } = useDemoAccounts()
  return (
    <div className="overflow-hidden">
      <section className="relative mx-auto max-w-6xl px-4 pb-12 pt-14 text-center sm:pt-20">
        <div
          className="pointer-events-none absolute inset-x-0 -top-24 -z-10 mx-auto h-80 max-w-3xl rounded-full bg-gradient-to-r from-brand-500/25 via-violet-500/20 to-yes-500/20 blur-3xl"
          aria-hidden="true"
        />
        <Badge tone="brand" className="mx-auto">
          Prediction Markets Platform
        </Badge>
        <h1 className="mx-auto mt-6 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">
          Trade the future.{' '}
          <span className="bg-gradient-to-r from-brand-600 to-violet-600 bg-clip-text text-transparent dark:from-brand-500 dark:to-violet-400">
            Profit from what you know.
          </span>
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">
          Buy Yes or No contracts on real-world events. Each contract pays $1.00 if you are right. Prices are the crowd's odds, in
          cents.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to="/local-login" className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}>
            Login
          </Link>
          <Link to="/register" className={buttonClass('outline', 'lg', 'w-full sm:w-auto')}>
            Create Account
          </Link>
          {trader && (
            <Button
              variant="secondary"
              size="lg"
              className="w-full sm:w-auto"
              disabled={pending}
              onClick={() => void signIn(trader.username, trader.password)}
            >
              Try the demo
            </Button>
          )}
        </div>
        <DemoCredentials className="mx-auto mt-6 max-w-md" />
        <p className="mt-4 text-sm text-muted">
          Or{' '}
          <a href={loginHref()} className="font-medium text-brand-600 underline-offset-4 hover:underline dark:text-brand-500">
            sign in with an external identity provider
          </a>
        </p>
      </section>

      <section aria-labelledby="features" className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="features" className="sr-only">
          Features
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {FEATURES.map((f) => (
            <Card key={f.title} className="p-6">
              <div className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100">
                <f.icon size={22} />
              </div>
              <h3 className="mt-4 text-lg font-semibold">{f.title}</h3>
              <p className="mt-2 text-sm text-muted">{f.text}</p>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="categories" className="mx-auto max-w-6xl px-4 py-8 text-center">
        <h2 id="categories" className="text-xl font-semibold">
          Markets in every category
        </h2>
        <ul className="mt-5 flex flex-wrap justify-center gap-2">
          {CATEGORIES.map((c) => (
            <li key={c} className="rounded-full border border-line bg-surface px-4 py-1.5 text-sm font-medium">
              {c}
            </li>
          ))}
        </ul>
      </section>

      <section aria-label="Platform statistics" className="mx-auto max-w-4xl px-4 py-8">
        <dl className="grid grid-cols-3 divide-x divide-line rounded-xl border border-line bg-surface">
          {STATS.map((s) => (
            <div key={s.label} className="px-2 py-6 text-center">
              <dt className="text-xs uppercase tracking-wide text-muted sm:text-sm">{s.label}</dt>
              <dd className="order-first text-2xl font-bold sm:text-4xl">{s.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-12">
        <div className="rounded-2xl bg-gradient-to-br from-brand-600 to-violet-700 px-6 py-12 text-center text-white shadow-xl">
          <GlobeIcon size={32} className="mx-auto opacity-90" />
          <h2 className="mt-4 text-2xl font-bold sm:text-3xl">Ready to put your predictions to work?</h2>
          <p className="mx-auto mt-3 max-w-xl text-white/85">Sign in and start with $10,000 in simulated cash.</p>
          <a
            href={loginHref()}
            className="mt-8 inline-flex h-12 items-center rounded-lg bg-white px-6 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Get Started
          </a>
        </div>
      </section>
    </div>
  )
}
