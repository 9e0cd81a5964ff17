import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { Portfolio } from '../../api/contract'
import { api } from '../../api/client'
import { portfolioKeys } from '../../api/portfolio'
import { toast } from '../../components/toast/toast-store'
import { formatMoney } from '../../lib/format'
import { settlementToast } from '../../lib/trade-messages'
import { settledSince, settlementDue } from './settled-positions'
import { useAfterFirst } from '../../lib/use-after-first-content'
import { exchangeNow } from '../../lib/exchange-clock'

/**
 * As often as the markets list refreshes (src/api/markets.ts), not imported from there: that
 * module brings the contract's schemas, which the first chunk (this header's) does without.
 */
const SETTLEMENT_POLL_MS = 10_000

/**
 * The signed-in trader's cash, in the header on every page, linking to the portfolio. Reads the
 * portfolio answer the pages share, so it follows every trade, settlement and reset that
 * refetches it. Holds its place while the first answer loads, so the header does not move.
 *
 * It also watches that answer for the trader's own positions settling (after a fast-forward,
 * or an instant market paying out) and says what each paid or lost.
 */
export function CashBalance({ userId }: { userId: string }) {
  const later = useAfterFirst('screen')
  const { data } = useQuery<Portfolio>({
    enabled: later,
    // Its own entry under the portfolio's key: refreshed with it after every trade and command,
    // but the portfolio page still asks afresh when it opens, as it did before the header read it.
    queryKey: [...portfolioKeys.byUser(userId), 'header'],
    queryFn: () => api.get<Portfolio>(`/api/portfolio/${encodeURIComponent(userId)}`),
    // While a held market has closed or is about to, refetch until its settlement shows.
    refetchInterval: (query) => (settlementDue(query.state.data, exchangeNow()) ? SETTLEMENT_POLL_MS : false),
  })
  useSettlementNotices(data)
  return (
    <Link
      to="/portfolio"
      data-testid="cash-balance"
      className="inline-flex h-11 min-w-[6.5rem] flex-col items-end justify-center rounded-lg px-2 leading-tight hover:bg-surface-2 active:bg-line"
    >
      <span className="text-[11px] font-medium text-muted">Cash</span>
      <span className="text-sm font-semibold tabular-nums text-fg">{data ? formatMoney(data.balance) : '—'}</span>
    </Link>
  )
}

/** A toast when positions open in the previous answer are settled in this one. */
function useSettlementNotices(portfolio: Portfolio | undefined) {
  const previous = useRef<Portfolio | undefined>(undefined)
  useEffect(() => {
    if (!portfolio) return
    const before = previous.current
    previous.current = portfolio
    if (!before || before === portfolio) return
    const settled = settledSince(before, portfolio)
    if (settled.length > 0) toast(settlementToast(settled))
  }, [portfolio])
}
