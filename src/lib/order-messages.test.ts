import { describe, expect, it } from 'vitest'
import type { Order } from '../api/contract'
import { orderPlacedToast, paysIf } from './order-messages'

describe('paysIf: when a contract in the ticket pays $1.00', () => {
  it('names the side on a Yes/No market', () => {
    expect(paysIf('yes')).toBe('YES is right')
    expect(paysIf('no')).toBe('NO is right')
  })

  it('names the answer on one answer of a multi-answer market', () => {
    expect(paysIf('yes', 'Rebeca Grynspan')).toBe('the answer is Rebeca Grynspan')
    expect(paysIf('no', 'Rebeca Grynspan')).toBe('the answer is not Rebeca Grynspan')
  })
})

describe('orderPlacedToast', () => {
  const filled = {
    status: 'filled',
    quantity: 300,
    side: 'yes',
    action: 'buy',
    limitPriceCents: 66,
    filledQuantity: 300,
  } as Order
  it('says what a fill at once paid a contract before the fee, not the limit', () => {
    expect(orderPlacedToast(filled, '63.33').description).toBe('Limit order filled: 300 YES at 63.3¢.')
    expect(orderPlacedToast(filled).description).toBe('Limit order filled: 300 YES.')
  })

  it('says the price of what filled at once when the rest rests, and writes quantities with separators', () => {
    const part = { ...filled, status: 'open', quantity: 1_300, filledQuantity: 110, remainingQuantity: 1_190 } as Order
    expect(orderPlacedToast(part, '13.89').description).toBe(
      'Placed limit order to buy 1,300 YES at 66¢. 110 filled at once at 13.9¢; 1,190 resting.',
    )
    const onAnswer = { ...part, market: { answer: { id: 'a1', text: 'Sinners' } } } as Order
    expect(orderPlacedToast(onAnswer).description).toBe(
      'Placed limit order to buy 1,300 YES on Sinners at 66¢. 110 filled at once; 1,190 resting.',
    )
  })
})
