import { afterEach, describe, expect, it, vi } from 'vitest'

/** Node has no localStorage: a stand-in holding `items` (or one that throws, as a blocked one does). */
function storage(items: Map<string, string> | 'blocked') {
  const blocked = () => {
    throw new Error('SecurityError')
  }
  vi.stubGlobal(
    'localStorage',
    items === 'blocked'
      ? { getItem: blocked, setItem: blocked }
      : { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) },
  )
}

/** The module as a fresh page loads it. */
async function load() {
  vi.resetModules()
  return import('./amount-mode')
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the remembered amount mode', () => {
  it('is unset until a first choice, then kept on the device and read back by the next page', async () => {
    const items = new Map<string, string>()
    storage(items)
    const first = await load()
    expect(first.useAmountMode.getState().mode).toBeNull()
    first.useAmountMode.getState().remember('dollars')
    expect(first.useAmountMode.getState().mode).toBe('dollars')
    expect(items.get(first.AMOUNT_MODE_STORAGE_KEY)).toBe('dollars')

    const reloaded = await load()
    expect(reloaded.useAmountMode.getState().mode).toBe('dollars')
    reloaded.useAmountMode.getState().remember('contracts')
    expect((await load()).useAmountMode.getState().mode).toBe('contracts')
  })

  it('ignores anything else stored under its key', async () => {
    storage(new Map([['ticket-amount-mode', 'shares']]))
    expect((await load()).useAmountMode.getState().mode).toBeNull()
  })

  it('with storage blocked, the choice lasts for the page', async () => {
    storage('blocked')
    const { useAmountMode } = await load()
    expect(useAmountMode.getState().mode).toBeNull()
    useAmountMode.getState().remember('dollars')
    expect(useAmountMode.getState().mode).toBe('dollars')
  })
})
