/** SC-COST-3: more requests than this need the user's word first (the service charges credits). */
export const CONFIRM_ABOVE_REQUESTS = 20
/** SC-COST-2: an answer is reused for a day unless the user asks again. */
export const CACHE_TTL_MS = 24 * 60 * 60 * 1000
