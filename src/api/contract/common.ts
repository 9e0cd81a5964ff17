import { z } from './zod'
import { PRICE_CENTS_PATTERN, wholeCents } from './input-rules'

/** Every error answer: JSON `{ message }` with a 4xx/5xx status. */
export const ErrorBody = z.object({ message: z.string() })
export type ErrorBody = z.infer<typeof ErrorBody>

/** Ids in paths and bodies: short, printable, no surprises. */
export const Id = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Invalid id')

/** Numeric strings as the spec returns money and prices ("63.00"). */
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
