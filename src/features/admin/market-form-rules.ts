/**
 * The rules both admin market forms check before sending (new-market-form.tsx, edit-market-dialog.tsx),
 * in the API's words where it has them (src/api/contract/market-admin.ts checks the same).
 */

/** A datetime-local field's value, in the device's time zone. */
export const DATETIME_LOCAL = "yyyy-MM-dd'T'HH:mm"

export function titleProblem(title: string): string | undefined {
  return title.trim().length < 5 ? 'The question must be at least 5 characters' : undefined
}

export function rulesProblem(rules: string): string | undefined {
  return rules.trim() ? undefined : 'Say how the market resolves'
}

/** A close time typed into a datetime-local field; `mustBeAhead` false lets an unchanged past one stand. */
export function closeProblem(value: string, now: number, mustBeAhead = true): string | undefined {
  const closes = Date.parse(value)
  if (Number.isNaN(closes)) return 'Choose when trading closes'
  return mustBeAhead && closes <= now ? 'The close time must be in the future' : undefined
}

export function chanceProblem(value: string): string | undefined {
  const chance = Number(value)
  return Number.isInteger(chance) && chance >= 1 && chance <= 99 ? undefined : 'A whole percent from 1 to 99'
}
