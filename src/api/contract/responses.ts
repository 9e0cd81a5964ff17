import { z } from './zod'

/** Answers that are only a sentence (POST /api/auth/logout). */
export const MessageResponse = z.object({ message: z.string() })
export type MessageResponse = z.infer<typeof MessageResponse>

/** POST /api/logs: the id of the recorded entry. */
export const LogCreated = z.object({ id: z.string() })
export type LogCreated = z.infer<typeof LogCreated>
