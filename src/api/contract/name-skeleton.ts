// When one account name passes for another by its letters' shapes: the Unicode confusable
// skeleton (UTS #39, the mapping of confusables.txt, from the unhomoglyph package). Kept out
// of display-name.ts, which the app's first screens import: the table (a 53 kB chunk, packed by
// scripts/compact-confusables.ts) is for the handlers, which load it with the first sign-up
// (backend/auth/users.ts).
import unhomoglyph from 'unhomoglyph'
import { displayName, type NamedAccount } from './display-name'

const withoutMarks = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '')

/**
 * The UTS #39 skeleton (NFD, map each confusable to its prototype, NFD: accents dropped here),
 * in lower case, repeated until it no longer changes (a prototype in capitals, "A" for
 * Cherokee "Ꭺ", is mapped again once lower-cased).
 */
function lowerSkeleton(text: string): string {
  let key = text
  for (let round = 0; round < 4; round++) {
    const next = withoutMarks(unhomoglyph(key)).toLowerCase()
    if (next === key) break
    key = next
  }
  return key
}

/**
 * What a name reads as, case and letter shapes aside: the keys of two names that read the same
 * share an entry. Compatibility forms folded (NFKD: full-width letters, ligatures), accents
 * dropped, then the name is read twice: written in lower case and written in capitals, each
 * reading taken to its confusable skeleton (lower-cased), keeping only letters and digits.
 *
 * Both readings, because confusables.txt compares shapes as written and a name's case is free:
 * lower case first keeps "ADMIN" and "admin" together (mapping first would read the capital I
 * as the letter l) and catches look-alikes that exist only in lower case (Greek σ for o,
 * Cyrillic г for r); capitals first catch letters whose capital alone is the look-alike
 * (Cyrillic К, М, Н, Т, В; Greek Β, Η, Κ, Μ, Ν, Τ: "Тom Кelly" reads "Tom Kelly"). In capitals
 * i and l both read as l (I looks like l), so "ali" and "all" share a key.
 *
 * "Alex Admin", "ALEX  ADMIN", "Älex Ádmin", "alex.admin", "ａｌｅｘ ａｄｍｉｎ", "Alеx Admin"
 * (Cyrillic е), "Alex Admіn" (Ukrainian і), "Ꭺlex Admin" (Cherokee Ꭺ) and "Alex Adrnin" all
 * share a key. A name without letters or digits has none.
 */
export function nameKeys(name: string): string[] {
  const folded = withoutMarks(name.normalize('NFKD'))
  const readings = [
    ['lower', folded.toLowerCase()],
    ['upper', folded.toUpperCase()],
  ] as const
  return readings
    .map(([reading, text]) => [reading, lowerSkeleton(text).replace(/[^\p{L}\p{N}]/gu, '')] as const)
    .filter(([, key]) => key)
    .map(([reading, key]) => `${reading}:${key}`)
}

/** Whether two names read the same (nameKeys): "dеmo" (Cyrillic е) and "DEM0" read as "demo". */
export function namesReadAlike(a: string, b: string): boolean {
  const keys = new Set(nameKeys(a))
  return nameKeys(b).some((key) => keys.has(key))
}

/**
 * The names of a new account (its display name and its username) that read the same
 * (nameKeys) as a protected account's display name or username, or an empty list.
 */
export function impersonatedNames(newcomer: NamedAccount, protectedAccounts: readonly NamedAccount[]): string[] {
  const taken = new Set(protectedAccounts.flatMap((a) => [...nameKeys(displayName(a)), ...nameKeys(a.username)]))
  const own = [displayName(newcomer), newcomer.username]
  return [...new Set(own.filter((name) => nameKeys(name).some((key) => taken.has(key))))]
}
