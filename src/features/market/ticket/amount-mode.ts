import { create } from 'zustand'
import type { AmountMode } from './ticket-math'

/** Where this device keeps the amount mode last used in the ticket (docs/product.md, Amounts). */
export const AMOUNT_MODE_STORAGE_KEY = 'ticket-amount-mode'

function stored(): AmountMode | null {
  try {
    const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(AMOUNT_MODE_STORAGE_KEY)
    return value === 'dollars' || value === 'contracts' ? value : null
  } catch {
    return null
  }
}

/**
 * The amount mode (Dollars or Contracts) a person last chose in the ticket, on this device: tickets
 * open in it, across tickets and reloads. null until they first choose.
 */
export const useAmountMode = create<{ mode: AmountMode | null; remember: (mode: AmountMode) => void }>((set) => ({
  mode: stored(),
  remember: (mode) => {
    try {
      localStorage.setItem(AMOUNT_MODE_STORAGE_KEY, mode)
    } catch {
      /* storage blocked: the choice lasts for this page */
    }
    set({ mode })
  },
}))
