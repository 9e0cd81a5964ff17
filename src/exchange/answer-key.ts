/**
 * What two answers of one market are compared by, so that no two read the same: compatibility
 * forms folded (NFKC: "Ａ" is "A"), case folded both ways ("Straße" and "STRASSE"), runs of
 * spaces as one. The texts themselves are kept as written (in NFC).
 */
export function answerKey(text: string): string {
  return text.normalize('NFKC').trim().replace(/\s+/g, ' ').toUpperCase().toLowerCase()
}

/** Whether no two of these answers read the same (answerKey). */
export function answersDistinct(texts: readonly string[]): boolean {
  return new Set(texts.map(answerKey)).size === texts.length
}
