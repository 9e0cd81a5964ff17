// The rules every input of the API follows, as plain values and small functions (no zod):
// the schemas apply them, and the app's screens check the same rules before sending.

/**
 * Money is whole cents. An amount in dollars is taken only when it has at most two decimals,
 * exactly: 12.34 and 0.1 are, 99.999999999 and 0.30000000000000004 (0.1 + 0.2) are not.
 * Returns the whole cents, or null.
 */
export function wholeCents(dollars: number): number | null {
  const cents = Math.round(dollars * 100)
  return Number.isSafeInteger(cents) && cents / 100 === dollars ? cents : null
}

/** A price in cents as text: 0 to 100 with at most two decimals ("63", "63.4", "63.42"). */
export const PRICE_CENTS_PATTERN = /^(?:\d{1,2}(?:\.\d{1,2})?|100(?:\.0{1,2})?)$/

/** Whole numbers in a query string: decimal digits only (no sign, spaces, 0x, 0b, exponent or point). */
export const DECIMAL_DIGITS = /^[0-9]+$/

/** A password must hold something other than whitespace. */
export const NOT_ONLY_WHITESPACE = /\S/
export const PASSWORD_BLANK = 'Password cannot be only spaces'

/**
 * Characters a name may not hold: control characters (Cc: NUL, BEL, tab, newlines), format
 * characters (Cf: zero-width spaces and joiners, the right-to-left override, BOM), lone
 * surrogates (Cs), private-use characters (Co), line and paragraph separators, spaces other
 * than the plain space, other invisible characters (Default_Ignorable_Code_Point: Hangul
 * fillers, variation selectors) and noncharacters.
 */
export const NAME_CHARACTERS =
  /^[^\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\p{Default_Ignorable_Code_Point}\p{Noncharacter_Code_Point}]*$/u
export const NAME_CHARACTERS_MESSAGE = 'Names may contain only visible characters and plain spaces'

/** At most this many combining marks on one character (after NFC), so a name cannot spill over the lines around it. */
export const MAX_STACKED_MARKS = 4
export const NAME_MARKS = new RegExp(`^(?!.*\\p{M}{${MAX_STACKED_MARKS + 1}}).*$`, 'u')
export const NAME_MARKS_MESSAGE = `Names may have at most ${MAX_STACKED_MARKS} accent marks on one letter`

/** The first character rule a name breaks (its message), or null. */
export function nameProblem(name: string): string | null {
  if (!NAME_CHARACTERS.test(name)) return NAME_CHARACTERS_MESSAGE
  return NAME_MARKS.test(name) ? null : NAME_MARKS_MESSAGE
}
