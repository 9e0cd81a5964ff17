import { z } from './zod'
import { DECIMAL_DIGITS, PRICE_CENTS_PATTERN, wholeCents } from './input-rules'

/** Every error answer: JSON `{ message }` with a 4xx/5xx status. */
export const ErrorBody = z.object({ message: z.string() })
export type ErrorBody = z.infer<typeof ErrorBody>

/** Ids in paths and bodies: short, printable, no surprises. */
export const Id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid id')

/** Money and prices as numeric strings ("63.00"; docs/product.md, Screens). */
export const NumericString = z.string().regex(/^-?\d+(\.\d+)?$/)

/**
 * The money rule of every dollar amount a request carries: whole cents, at most two decimals
 * exactly (input-rules.ts). multipleOf states it in the JSON Schema; the refinement makes it
 * exact (zod's multipleOf lets float noise such as 0.1 + 0.2 through).
 */
export function inWholeCents(amount: z.ZodNumber, field: string): z.ZodNumber {
  const message = `${field} must have at most 2 decimals (whole cents)`
  return amount.multipleOf(0.01, message).refine((n) => wholeCents(n) !== null, message)
}

/** A price in cents a request carries, as text: 0 to 100 with at most two decimals ("63", "63.42"). */
export const PriceCents = (field: string) =>
  z.string().regex(PRICE_CENTS_PATTERN, `${field} must be cents from 0 to 100 with at most 2 decimals`)

/**
 * A whole number in a query string, written in decimal digits only: "16" is 16; "0x10", "0b11",
 * "1e1", " 5", "+5" and "5.0" are refused (Number() would have taken them).
 */
export function queryInteger(field: string, min: number, max: number) {
  const message = `${field} must be a whole number from ${min} to ${max}, in digits`
  const digits = (value: unknown, ctx: z.RefinementCtx) => {
    if (typeof value === 'string' && DECIMAL_DIGITS.test(value)) return Number(value)
    ctx.issues.push({ code: 'custom', message, input: value })
    return z.NEVER
  }
  // The JSON Schema shows the inner integer with its bounds (query values arrive as text).
  return z.preprocess(digits, z.number().int(message).min(min, message).max(max, message))
}
