import type { Answer, Market } from '../api/contract'

/** A multi-answer market's answers by chance, highest first (the given order among equals). */
export function answersByChance<T extends Pick<Answer, 'yesPrice'>>(answers: readonly T[]): T[] {
  return [...answers].sort((a, b) => Number(b.yesPrice) - Number(a.yesPrice))
}

/** The answers as screens list them: by chance, and once resolved the answer that won first. */
export function answersWinnerFirst(market: Pick<Market, 'answers' | 'winningAnswerId'>): Answer[] {
  const byChance = answersByChance(market.answers ?? [])
  const winner = byChance.find((a) => a.id === market.winningAnswerId)
  return winner ? [winner, ...byChance.filter((a) => a !== winner)] : byChance
}
