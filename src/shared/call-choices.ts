/** A call's state as the service filters it (`status_code` 1, 0, 2). */
export const CALL_STATES = ['open', 'pending', 'closed'] as const
export type CallState = (typeof CALL_STATES)[number]

/** The state a `status_text` says: «Abierta…», «Apertura el…» or «Próxima apertura», «Cerrada…». */
export function callStateOf(text: string): CallState | null {
  const normal = text.trim().toLowerCase()
  if (normal.startsWith('abierta')) return 'open'
  if (/^(?:apertura|próxima apertura)/.test(normal)) return 'pending'
  if (normal.startsWith('cerrada')) return 'closed'
  return null
}

/** How results are sorted; `closing` (the closing date, soonest first) unless asked otherwise. */
export const CALL_ORDERS = ['closing', '-closing', 'amount', '-amount', 'relevance'] as const
export type CallOrder = (typeof CALL_ORDERS)[number]
