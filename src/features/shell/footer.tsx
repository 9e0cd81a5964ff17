import { Link } from '@tanstack/react-router'
import { LogoMark } from '../../components/ui/logo'
import { PAGE_NAMES } from './nav-links'

/**
 * Plain truth: a demo with simulated trading, no real money, not a regulated exchange. Its
 * links are the spec's static footer links on desktops; on phones and tablets the tab bar and
 * its More sheet are the one navigation, so the footer keeps only the words.
 */
export function Footer() {
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[2fr_1fr_1fr]">
        <div>
          <div className="flex items-center gap-2 font-semibold">
            <LogoMark size={24} /> Foresight
          </div>
          <p className="mt-3 max-w-md text-sm text-muted">
            Foresight is a demo of a prediction market with simulated trading. No real money is used, nothing here is investment
            advice, and Foresight is not a regulated exchange.
          </p>
        </div>
        <nav aria-label="Markets" className="hidden lg:block">
          <h2 className="text-sm font-semibold">Markets</h2>
          <ul className="mt-3 space-y-2 text-sm text-muted">
            <li>
              <Link to="/" className="hover:text-fg">
                {PAGE_NAMES['/']}
              </Link>
            </li>
            <li>
              <Link to="/instant" className="hover:text-fg">
                {PAGE_NAMES['/instant']}
              </Link>
            </li>
            <li>
              <Link to="/insights" className="hover:text-fg">
                {PAGE_NAMES['/insights']}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Account" className="hidden lg:block">
          <h2 className="text-sm font-semibold">Account</h2>
          <ul className="mt-3 space-y-2 text-sm text-muted">
            <li>
              <Link to="/portfolio" className="hover:text-fg">
                {PAGE_NAMES['/portfolio']}
              </Link>
            </li>
            <li>
              <Link to="/my-trades" className="hover:text-fg">
                {PAGE_NAMES['/my-trades']}
              </Link>
            </li>
            <li>
              <Link to="/liquidity" className="hover:text-fg">
                {PAGE_NAMES['/liquidity']}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-line px-4 py-4 text-center text-xs text-muted">
        Foresight demo · Simulated trading only · Prices are percent chances shown in cents · Charts by{' '}
        <a
          href="https://www.tradingview.com/"
          target="_blank"
          rel="noopener noreferrer"
          className="underline-offset-2 hover:underline"
        >
          TradingView Lightweight Charts
        </a>
      </div>
    </footer>
  )
}
