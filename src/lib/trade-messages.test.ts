import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/client'
import { marketNotFoundToast, signedOutToast, tradeFailureToast, tradeSuccessToast } from './trade-messages'

const apiError = (status: number, body: string) => new ApiError(status, 'Status', body)

describe('trade toasts', () => {
  it('names the quantity and the side in capitals on success', () => {
    expect(tradeSuccessToast(250, 'no')).toEqual({ title: 'Trade Successful', description: 'Successfully bought 250 NO contracts' })
    expect(tradeSuccessToast(100, 'yes').description).toBe('Successfully bought 100 YES contracts')
  })

  it('asks signed-out people to log in, worded per origin', () => {
    expect(signedOutToast('panel')).toEqual({ title: 'Authentication Required', description: 'Please log in to place trades.', variant: 'destructive' })
    expect(signedOutToast('card').description).toBe('Please log in to place trades')
    expect(tradeFailureToast(apiError(401, '{"message":"Not signed in"}'), 'card').description).toBe('Please log in to place trades')
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
