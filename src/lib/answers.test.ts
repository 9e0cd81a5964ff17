import { describe, expect, it } from 'vitest'
import type { Answer } from '../api/contract'
import { answersWinnerFirst } from './answers'

const answer = (id: string, yesPrice: string) => ({ id, text: id, yesPrice }) as Answer

describe('answersWinnerFirst', () => {
  const answers = [answer('a', '20.00'), answer('b', '50.00'), answer('c', '30.00')]
  it('lists by chance, highest first, while no answer has won', () => {
    expect(answersWinnerFirst({ answers }).map((a) => a.id)).toEqual(['b', 'c', 'a'])
  })
  it('puts the answer that won first, the others by chance', () => {
    expect(answersWinnerFirst({ answers, winningAnswerId: 'a' }).map((a) => a.id)).toEqual(['a', 'b', 'c'])
  })
})
