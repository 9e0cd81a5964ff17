// How an account shows itself to others, and when two names read the same (no zod: the
// app's screens import it too).

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
 * What a name reads as, to tell whether one name passes for another: compatibility forms
 * folded (NFKD: full-width letters, ligatures), accents dropped, lower case, and only letters
 * and digits kept. "Alex Admin", "ALEX  ADMIN", "Älex Admin", "alex.admin" and "ａｌｅｘａｄｍｉｎ"
 * all read "alexadmin".
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')
}

/**
 * The names of a new account (its display name and its username) that read the same as a
 * protected account's display name or username, or an empty list.
 */
export function impersonatedNames(newcomer: NamedAccount, protectedAccounts: readonly NamedAccount[]): string[] {
  const taken = new Set(protectedAccounts.flatMap((a) => [nameKey(displayName(a)), nameKey(a.username)]).filter(Boolean))
  const own = [displayName(newcomer), newcomer.username]
  return [...new Set(own.filter((name) => taken.has(nameKey(name))))]
}
