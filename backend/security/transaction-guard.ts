import Dexie from 'dexie'
import { vi } from 'vitest'

const SUBTLE_METHODS = [
  'digest',
  'importKey',
  'exportKey',
  'deriveBits',
  'deriveKey',
  'encrypt',
  'decrypt',
  'sign',
  'verify',
  'generateKey',
] as const

/**
 * While installed, records every call to something outside IndexedDB (Web Crypto,
 * fetch, timers) made inside a Dexie transaction. IndexedDB commits a transaction
 * as soon as it has no pending request at the end of a task, so awaiting any of
 * these inside one either fails ("transaction committed too early") or, worse,
 * splits one command over two transactions.
 */
export function guardTransactions(): { violations: () => string[]; restore: () => void } {
  const found: string[] = []
  const note = (what: string) => {
    const tx = Dexie.currentTransaction
    if (tx)
      found.push(
        `${what} inside a ${tx.mode} transaction on [${tx.storeNames.join(', ')}]\n${new Error().stack?.split('\n').slice(2, 8).join('\n')}`,
      )
  }
  const subtle = globalThis.crypto.subtle as unknown as Record<string, (...args: unknown[]) => unknown>
  const spies = SUBTLE_METHODS.map((name) => {
    const original = subtle[name].bind(globalThis.crypto.subtle)
    return vi.spyOn(subtle, name).mockImplementation((...args: unknown[]) => {
      note(`crypto.subtle.${name}`)
      return original(...args)
    })
  })
  const wrap = (name: 'fetch' | 'setTimeout' | 'setInterval') => {
    const target = globalThis as unknown as Record<string, (...args: unknown[]) => unknown>
    const original = target[name].bind(globalThis)
    return vi.spyOn(target, name).mockImplementation((...args: unknown[]) => {
      note(name)
      return original(...args)
    })
  }
  const globals = [wrap('fetch'), wrap('setTimeout'), wrap('setInterval')]
  return {
    violations: () => [...found],
    restore: () => {
      for (const spy of [...spies, ...globals]) spy.mockRestore()
    },
  }
}
