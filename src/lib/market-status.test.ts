import { describe, expect, it } from 'vitest'
import { isTradable, marketStatusLabel, sideOutcome, summaryStatusLabel } from './market-status'

describe('marketStatusLabel', () => {
  it.each([
    [{ status: 'active', resolution: null }, 'Active'],
    [{ status: 'closed', resolution: null }, 'Closed (awaiting resolution)'],
    [{ status: 'resolved', resolution: 'yes' }, 'Resolved YES'],
    [{ status: 'resolved', resolution: 'no' }, 'Resolved NO'],
  ] as const)('%j → %s', (market, label) => expect(marketStatusLabel(market)).toBe(label))
})

describe('summaryStatusLabel', () => {
  it.each([
    [{ status: 'resolved', resolution: 'yes', answer: { text: 'Team Blue' } }, 'Resolved: Team Blue won'],
    [{ status: 'resolved', resolution: 'no', answer: { text: 'Team Green' } }, 'Resolved: Team Green did not win'],
    [{ status: 'resolved', resolution: 'void', answer: { text: 'Team Green' } }, 'Voided'],
    [{ status: 'active', resolution: null, answer: { text: 'Team Green' } }, 'Active'],
    [{ status: 'resolved', resolution: 'no' }, 'Resolved NO'],
  ] as const)('%j → %s', (market, label) => expect(summaryStatusLabel(market)).toBe(label))
})

describe('isTradable and sideOutcome', () => {
  it('trades only active markets', () => {
    expect(isTradable({ status: 'active' })).toBe(true)
    expect(isTradable({ status: 'closed' })).toBe(false)
    expect(isTradable({ status: 'resolved' })).toBe(false)
  })

  it('marks the resolved side the winner', () => {
    expect(sideOutcome({ resolution: 'no' }, 'no')).toBe('winner')
    expect(sideOutcome({ resolution: 'no' }, 'yes')).toBe('loser')
    expect(sideOutcome({ resolution: null }, 'yes')).toBeNull()
  })
})
