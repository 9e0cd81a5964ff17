/** The longest username the contract takes (src/api/contract/auth.ts). */
const USERNAME_MAX = 40

/**
 * The sign-in name /join derives from the name a person gives: letters without their accents,
 * digits, and underscores for anything else ("José da Silva" → "jose_da_silva"), at most 40
 * characters. Empty when the name has no letter A–Z or digit (the page then uses a generated one).
 */
export function usernameFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, USERNAME_MAX)
    .replace(/_+$/, '')
}

/** First name and last name from one name: the first word, and the rest (empty when one word). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/)
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') }
}

/** A sign-in name for a name without a letter A–Z or digit: "player-" and six random digits. */
export function generatedUsername(random: () => number = Math.random): string {
  return `player-${String(Math.floor(random() * 1_000_000)).padStart(6, '0')}`
}
