import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { RetryKeys } from '../../api/retry-key'
import { changeLiquidity, refreshAfterLiquidity, type LiquidityAction } from '../../api/liquidity'
import { errorMessage } from '../../api/client'
import type { LiquidityResult } from '../../api/contract'
import { toast } from '../../components/toast/toast-store'
import { formatCentsPrecise, formatCount, formatMoney } from '../../lib/format'

export interface LiquidityOrder {
  poolId: string
  action: LiquidityAction
  amount: number
}

/** The contracts that stayed as a position, at the price they came in at (their cost basis: docs/product.md, "Liquidity"). */
function returnedNote(result: LiquidityResult): string {
  if (result.contractsReturned === 0 || !result.sideReturned) return ''
  const n = result.contractsReturned
  const price = Number(result.sideReturned === 'yes' ? result.pool.yesPrice : result.pool.noPrice)
  return ` ${formatCount(n)} ${result.sideReturned.toUpperCase()} ${n === 1 ? 'contract' : 'contracts'} came back as a position at ${formatCentsPrecise(price)} each.`
}

/** The toasts ('Liquidity Added' / 'Liquidity Removed'); a refusal shows the server's words. */
export function successToast(action: LiquidityAction, result: LiquidityResult) {
  return action === 'add'
    ? { title: 'Liquidity Added', description: `${formatMoney(result.amount)} added to the pool.${returnedNote(result)}` }
    : {
        title: 'Liquidity Removed',
        description: `${formatMoney(result.cashOut)} returned to your balance, fees included.${returnedNote(result)}`,
      }
}

/** Adds or removes liquidity; afterwards the pools, the portfolio and the activity log refresh. */
export function useLiquidityAction(onDone: () => void) {
  const queryClient = useQueryClient()
  const [keys] = useState(() => new RetryKeys())
  return useMutation({
    // Sent again after the answer was lost, the same key: the cash moves once.
    mutationFn: async ({ poolId, action, amount }: LiquidityOrder) => {
      const key = keys.keyFor({ poolId, action, amount })
      try {
        const result = await changeLiquidity(poolId, action, amount, key)
        keys.settled(undefined)
        return result
      } catch (error) {
        keys.settled(error)
        throw error
      }
    },
    onSuccess: (result, order) => {
      toast(successToast(order.action, result))
      onDone()
    },
    onError: (error, order) =>
      toast({
        title: order.action === 'add' ? 'Could not add liquidity' : 'Could not remove liquidity',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
    onSettled: () => refreshAfterLiquidity(queryClient),
  })
}
