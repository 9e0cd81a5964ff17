/**
 * When a model output is a call. Below CLEAR_CALL_CONFIDENCE percent the model makes no
 * clear call: an insight shows no target, and an instant market no expected outcome. A
 * coin flip (50%) presented as a call would say more than the numbers do.
 */
export const CLEAR_CALL_CONFIDENCE = 60

/** Whether a confidence (whole percent) is enough for a call. */
export function isClearCall(confidence: number): boolean {
  return confidence >= CLEAR_CALL_CONFIDENCE
}
