import { z } from './zod'
import { Id } from './common'
import { Resolution } from './markets'
import { MARKET_TEXT_MAX, MARKET_TITLE_MAX } from './constants'
import { answersDistinct } from '../../exchange/answer-key'

/**
 * Markets admins make (docs/product.md, "Markets admins make"): the bodies of
 * POST /api/admin/markets, PATCH /api/admin/markets/{id} and POST /api/admin/markets/{id}/resolve.
 */

/**
 * No control characters and none of the invisible ones that reorder or hide text (the bidi
 * overrides and isolates, zero-width spaces, the byte-order mark; the zero-width joiner of emoji
 * stays), no line or paragraph separators, no lone surrogates (half of a character: PostgreSQL's
 * json cannot read it back); a line break (\n or \r\n) or a tab only where the text
 * may have lines.
 */
const HIDDEN = '\\p{Cc}\\p{Cs}\\u200B\\u200C\\u200E\\u200F\\u202A-\\u202E\\u2028\\u2029\\u2060-\\u2064\\u2066-\\u2069\\uFEFF'
const SINGLE_LINE = new RegExp(`^[^${HIDDEN}]*$`, 'u')
const MULTI_LINE = new RegExp(`^[^${HIDDEN}]*(?:(?:\\r?\\n|\\t)[^${HIDDEN}]*)*$`, 'u')

/** Trimmed text of `min` to `max` characters. */
function text(field: string, min: number, max: number, lines = false) {
  return z
    .string({ error: `${field} must be text` })
    .trim()
    .min(min, min === 1 ? `${field} is required` : `${field} must be at least ${min} characters`)
    .max(max, `${field} must be at most ${max} characters`)
    .regex(lines ? MULTI_LINE : SINGLE_LINE, `${field} may not contain control characters or invisible ones`)
}

/** The house's subsidy of a new market: $100 to $100,000, whole cents (default market-admin.ts). */
export const MIN_MARKET_LIQUIDITY_CENTS = 10_000
export const MAX_MARKET_LIQUIDITY_CENTS = 10_000_000

const Title = text('Title', 5, MARKET_TITLE_MAX)
const Description = text('Description', 0, MARKET_TEXT_MAX, true)
const Rules = text('Rules', 1, MARKET_TEXT_MAX, true)
const ClosesAt = z.iso.datetime({ offset: true, error: 'closesAt must be an ISO date-time' })
const InitialProbability = z
  .number({ error: 'initialProbability must be a whole percent from 1 to 99' })
  .int('initialProbability must be a whole percent from 1 to 99')
  .min(1, 'initialProbability must be a whole percent from 1 to 99')
  .max(99, 'initialProbability must be a whole percent from 1 to 99')

/** A multi-answer market's answers: 2..20 texts (kept in NFC), no two reading the same (answerKey: case, compatibility forms and spaces apart). */
export const MIN_MARKET_ANSWERS = 2
export const MAX_MARKET_ANSWERS = 20
const AnswerText = text('Answer', 1, 80).normalize('NFC')
const Answers = z
  .array(AnswerText, { error: 'answers must be a list of texts' })
  .min(MIN_MARKET_ANSWERS, 'A multi-answer market has 2 to 20 answers')
  .max(MAX_MARKET_ANSWERS, 'A multi-answer market has 2 to 20 answers')
  .refine(answersDistinct, 'Answers must be different from each other')

export const CreateMarketBody = z
  .strictObject({
    /** A Yes/No market, or a multi-answer one (then `answers`). */
    kind: z.enum(['binary', 'multi'], { error: 'kind must be "binary" or "multi"' }).default('binary'),
    /** kind "multi" only: 2..20 distinct answers. */
    answers: Answers.optional(),
    title: Title,
    description: Description.default(''),
    categoryId: Id,
    closesAt: ClosesAt,
    rules: Rules,
    resolutionSource: text('Resolution source', 0, 300).optional(),
    /** A Yes/No market's opening chance (default 50). */
    initialProbability: InitialProbability.optional(),
    liquidityCents: z
      .number({ error: 'liquidityCents must be whole cents from 10000 to 10000000' })
      .int('liquidityCents must be whole cents from 10000 to 10000000')
      .min(MIN_MARKET_LIQUIDITY_CENTS, 'liquidityCents must be whole cents from 10000 to 10000000')
      .max(MAX_MARKET_LIQUIDITY_CENTS, 'liquidityCents must be whole cents from 10000 to 10000000')
      .optional(),
  })
  .refine((b) => b.kind !== 'multi' || b.answers !== undefined, {
    message: 'A multi-answer market needs its answers (2 to 20)',
    path: ['answers'],
  })
  .refine((b) => b.kind !== 'binary' || b.answers === undefined, {
    message: 'answers are only for a multi-answer market (kind "multi")',
    path: ['answers'],
  })
  .refine((b) => b.kind !== 'multi' || b.initialProbability === undefined, {
    message: 'initialProbability is only for a Yes/No market: a multi-answer market opens with its answers alike',
    path: ['initialProbability'],
  })
export type CreateMarketBody = z.input<typeof CreateMarketBody>

export const UpdateMarketBody = z
  .strictObject({
    title: Title.optional(),
    description: Description.optional(),
    rules: Rules.optional(),
    /** Where the answer is read; empty clears it. */
    resolutionSource: text('Resolution source', 0, 300).optional(),
    closesAt: ClosesAt.optional(),
    featured: z.boolean({ error: 'featured must be true or false' }).optional(),
    trending: z.boolean({ error: 'trending must be true or false' }).optional(),
    /** A Yes/No market, only before its first trade or order: its pool opens again at this chance. */
    initialProbability: InitialProbability.optional(),
    /**
     * A multi-answer market, only before its first trade: its answers (2..20 distinct texts, in
     * order), all alike again. An answer whose text stays keeps its id.
     */
    answers: Answers.optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), 'Nothing to change')
export type UpdateMarketBody = z.input<typeof UpdateMarketBody>

const Outcome = z.enum(['yes', 'no', 'void'], { error: 'outcome must be "yes", "no" or "void"' })

const OneOutcome = 'Name the outcome ("yes", "no" or "void") or, for a multi-answer market, the answerId that won'

export const ResolveMarketBody = z
  .strictObject({
    /** The side that won, or "void": nobody won and every trader is refunded. */
    outcome: Outcome.optional(),
    /** A multi-answer market: the answer that won (or outcome "void"). */
    answerId: Id.optional(),
    note: text('Note', 0, 500, true).optional(),
  })
  .refine((b) => (b.outcome === undefined) !== (b.answerId === undefined), OneOutcome)
export type ResolveMarketBody = z.input<typeof ResolveMarketBody>

export const PayoutPreviewQuery = z
  .strictObject({ outcome: Outcome.optional(), answerId: Id.optional() })
  .refine((q) => (q.outcome === undefined) !== (q.answerId === undefined), OneOutcome)

/** What a resolution would pay: the Resolve dialog shows it before the admin confirms. */
export const PayoutPreview = z.object({
  outcome: Resolution,
  /** A multi-answer market resolved to an answer: that answer (outcome is then "yes"). */
  answerId: z.string().optional(),
  /** Traders paid (a void: refunded; the house's own contracts apart), and how much, in dollars. */
  traders: z.number().int(),
  payout: z.number(),
  /** Open orders the resolution cancels (their reserves go back). */
  openOrders: z.number().int(),
})
export type PayoutPreview = z.infer<typeof PayoutPreview>
