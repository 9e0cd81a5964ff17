import { useQuery } from '@tanstack/react-query'
import { portfolioQuery } from '../../../api/portfolio'
import type { Position, Side } from '../../../api/contract'
import { useAuth } from '../../../lib/use-auth'

/** The trader's cash and what they hold in one market (or one answer of a multi-answer market), from the portfolio answer. */
export function useAccount(marketId: string, answerId?: string) {
  const { user } = useAuth()
  const data = useQuery({ ...portfolioQuery(user?.id ?? ''), enabled: !!user }).data
  const balance = data?.balance
  return {
    balance,
    balanceCents: balance === undefined ? null : Math.round(Number(balance) * 100),
    held: (side: Side): Position | undefined =>
      data?.positions.find(
        (p) => p.marketId === marketId && p.market.answer?.id === answerId && p.side === side && !p.settled && p.quantity > 0,
      ),
  }
}
