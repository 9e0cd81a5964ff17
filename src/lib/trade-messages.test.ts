import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/client'
import {
  marketNotFoundToast,
  settlementToast,
  signedOutToast,
  tradeDetails,
  tradeFailureToast,
  tradeSuccessToast,
} from './trade-messages'

const apiError = (status: number, body: string) => new ApiError(status, 'Status', body)

describe('trade toasts', () => {
  it('names the quantity and the side in capitals on success', () => {
    expect(tradeSuccessToast(250, 'no')).toEqual({
      title: 'Trade Successful',
      description: 'Successfully bought 250 NO contracts',
    })
    expect(tradeSuccessToast(100, 'yes').description).toBe('Successfully bought 100 YES contracts')
  })

  it('keeps the spec text and adds the market, price and cost with a link to the position when the trade is known', () => {
    const trade = { price: '37.24', cost: '93.10', market: { title: 'Will it rain?' } }
    expect(tradeSuccessToast(250, 'no', trade)).toEqual({
      title: 'Trade Successful',
      description: 'Successfully bought 250 NO contracts',
      subject: 'Will it rain?',
      figures: '37.2¢ each + fee · $93.10',
      link: { label: 'View position', to: '/portfolio' },
    })
  })

  it('names the answer of a multi-answer market apart from its question (the toast cuts the question, not the answer)', () => {
    const trade = {
      price: '21',
      cost: '2.10',
      market: { title: 'Which film wins Best Picture?', answer: { id: 'a1', text: 'Hamnet' } },
    }
    expect(tradeSuccessToast(10, 'yes', trade)).toMatchObject({ subject: 'Which film wins Best Picture?', answer: 'Hamnet' })
  })

  it("gives a sale's proceeds alone: its words already say its price", () => {
    const sale = { price: '62.9', cost: '0', action: 'sell' as const, proceeds: '6.19', market: { title: 'Will it rain?' } }
    expect(tradeDetails(sale).figures).toBe('$6.19 received')
  })

  it('says what each settled position paid or lost, three at most', () => {
    const lost = { marketId: 'm1', side: 'no' as const, title: 'Rain?', payout: '0.00', pnl: '-25.31' }
    const won = { marketId: 'm2', side: 'yes' as const, title: 'Sun?', payout: '100.00', pnl: '40.00' }
    expect(settlementToast([lost])).toEqual({
      title: 'Position Settled',
      details: ['Your NO on “Rain?” lost $25.31'],
      link: { label: 'View portfolio', to: '/portfolio' },
    })
    expect(settlementToast([lost, won]).details).toEqual([
      'Your NO on “Rain?” lost $25.31',
      'Your YES on “Sun?” won $40.00 (paid $100.00)',
    ])
    const five = settlementToast([lost, won, lost, won, lost])
    expect(five.title).toBe('5 Positions Settled')
    expect(five.details).toHaveLength(4)
    expect(five.details?.[3]).toBe('and 2 more')
  })

  it('says a voided market refunded the position: no win, no loss', () => {
    const refunded = { marketId: 'm3', side: 'yes' as const, title: 'Final?', payout: '20.51', pnl: '0.00', refunded: true }
    expect(settlementToast([refunded]).details).toEqual(['Your YES on “Final?” was refunded $20.51 (the market was voided)'])
  })

  it('asks signed-out people to log in, worded per origin', () => {
    expect(signedOutToast('panel')).toEqual({
      title: 'Authentication Required',
      description: 'Please log in to place trades.',
      variant: 'destructive',
    })
    expect(signedOutToast('card').description).toBe('Please log in to place trades')
    expect(tradeFailureToast(apiError(401, '{"message":"Not signed in"}'), 'card').description).toBe(
      'Please log in to place trades',
    )
    expect(tradeFailureToast(apiError(401, ''), 'panel').title).toBe('Authentication Required')
  })

  it.each([
    [apiError(409, '{"message":"Market is closed"}'), 'Market is closed'],
    [apiError(422, '{"message":"Insufficient balance"}'), 'Insufficient balance'],
    [apiError(500, 'oops'), 'Unable to complete trade. Please try again.'],
    [new TypeError('Failed to fetch'), 'Unable to complete trade. Please try again.'],
  ])('%s → Trade Failed / %s', (error, description) => {
    expect(tradeFailureToast(error, 'panel')).toEqual({ title: 'Trade Failed', description, variant: 'destructive' })
  })

  it("says 'Market not found' for a quick-buy outside the loaded list", () => {
    expect(marketNotFoundToast()).toEqual({ title: 'Trade Failed', description: 'Market not found', variant: 'destructive' })
  })
})
