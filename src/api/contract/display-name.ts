// How an account shows itself to others, and how a name is spelled case and accents aside (no
// zod: the app's screens import it too). Whether a name passes for another, look-alike letters
// included, is name-skeleton.ts (the handlers'; its table stays out of the app's bundle).

export interface NamedAccount {
  username: string
  firstName?: string | null
  lastName?: string | null
}

/** The name an account shows: first and last name, or the username when it gave neither. */
export function displayName(account: NamedAccount): string {
  return [account.firstName, account.lastName].filter(Boolean).join(' ') || account.username
}

/**
 * How a name is spelled: compatibility forms folded (NFKD: full-width letters, ligatures),
 * accents dropped, lower case, and only letters and digits kept. "Alex Admin", "ALEX  ADMIN",
 * "Älex Admin", "alex.admin" and "ａｌｅｘａｄｍｉｎ" all give "alexadmin". Blind to look-alike
 * letters ("Alеx" with a Cyrillic е): whether one name passes for another is nameKeys in
 * name-skeleton.ts.
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')
}
