import { z } from './zod'

/** Every error answer: JSON `{ message }` with a 4xx/5xx status. */
export const ErrorBody = z.object({ message: z.string() })
export type ErrorBody = z.infer<typeof ErrorBody>

/** Ids in paths and bodies: short, printable, no surprises. */
export const Id = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Invalid id')

/** Numeric strings as the spec returns money and prices ("63.00"). */
export const NumericString = z.string().regex(/^-?\d+(\.\d+)?$/)
