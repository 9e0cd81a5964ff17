import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

describe('the outdated-database notice', () => {
  beforeEach(() => {
    vi.resetModules()
    vi.stubGlobal('window', new EventTarget())
  })
  afterEach(() => vi.unstubAllGlobals())

  it('reaches a listener added before the database became outdated, once', async () => {
    const { announceDbVersionChange, onDbVersionChange } = await import('./db-version-events')
    const heard = vi.fn()
    const stop = onDbVersionChange(heard)
    expect(heard).not.toHaveBeenCalled()
    announceDbVersionChange()
    expect(heard).toHaveBeenCalledTimes(1)
    stop()
    announceDbVersionChange()
    expect(heard).toHaveBeenCalledTimes(1)
  })

  it('reaches a listener added afterwards at once (the banner subscribes in an effect, after the exchange may have started)', async () => {
    const { announceDbVersionChange, onDbVersionChange } = await import('./db-version-events')
    announceDbVersionChange()
    const heard = vi.fn()
    onDbVersionChange(heard)
    expect(heard).toHaveBeenCalledTimes(1)
  })

  it('says nothing while the database is current', async () => {
    const { onDbVersionChange } = await import('./db-version-events')
    const heard = vi.fn()
    onDbVersionChange(heard)
    expect(heard).not.toHaveBeenCalled()
  })
})
