import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/client'
import { instantFailureToast, instantSuccessToast, NotAuthenticatedError } from './instant-messages'

describe('instant trade toasts', () => {
  it('success names the side and what the trade cost', () => {
    expect(instantSuccessToast({ side: 'yes', cost: '25.31' })).toEqual({
      title: 'Trade Placed Successfully!',
      description: 'Your YES trade for $25.31 has been placed.',
    })
    expect(instantSuccessToast({ side: 'no', cost: '1234.50' }).description).toBe('Your NO trade for $1,234.50 has been placed.')
  })

  it.each<[string, unknown, string]>([
    ['no user', new NotAuthenticatedError(), 'User not authenticated'],
    ['a 401', new ApiError(401, 'Unauthorized', '{"message":"Unauthorized: please sign in"}'), 'User not authenticated'],
    [
      "the server's words",
      new ApiError(409, 'Conflict', '{"message":"This market is closed for trading"}'),
      'This market is closed for trading',
    ],
    ['anything else', new TypeError('Failed to fetch'), 'Failed to place trade. Please try again.'],
  ])('failure: %s', (_, error, description) => {
    expect(instantFailureToast(error)).toEqual({ title: 'Trade Failed', description, variant: 'destructive' })
  })
})
