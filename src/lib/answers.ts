import type { Answer } from '../api/contract'

/** A multi-answer market's answers by chance, highest first (the given order among equals). */
export function answersByChance<T extends Pick<Answer, 'yesPrice'>>(answers: readonly T[]): T[] {
  return [...answers].sort((a, b) => Number(b.yesPrice) - Number(a.yesPrice))
}
