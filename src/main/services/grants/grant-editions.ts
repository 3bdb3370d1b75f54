import { type GrantEdition } from '@shared/grant-info'

/** Start dates newest first, an edition without one last; ties keep the service's order. */
const byStartDate = (a: GrantEdition, b: GrantEdition) =>
  (b.startDate ?? '').localeCompare(a.startDate ?? '')

/**
 * The earlier editions of `grant` as they are shown (SC-GRANT-11): never the grant itself (by its
 * id, or its slug), ordered by `previous` when the service names every edition's id (newest first,
 * each followed by the one it names), else by start date, newest first.
 */
export function earlierEditions(
  editions: readonly GrantEdition[],
  grant: { id: number; slug: string | null },
): GrantEdition[] {
  const slug = grant.slug?.trim().toLowerCase() || null
  const others = editions.filter(
    (edition) => edition.id !== grant.id && (slug === null || edition.slug.toLowerCase() !== slug),
  )
  if (others.some((edition) => edition.id === null)) return [...others].sort(byStartDate)
  const byId = new Map(others.map((edition) => [edition.id, edition]))
  const named = new Set(others.map((edition) => edition.previous))
  const ordered: GrantEdition[] = []
  const placed = new Set<GrantEdition>()
  const heads = others.filter((edition) => !named.has(edition.id)).sort(byStartDate)
  for (const head of heads) {
    for (let at: GrantEdition | undefined = head; at && !placed.has(at);) {
      ordered.push(at)
      placed.add(at)
      at = at.previous === null ? undefined : byId.get(at.previous)
    }
  }
  // A cycle of `previous` has no head: its editions by date.
  return [...ordered, ...others.filter((edition) => !placed.has(edition)).sort(byStartDate)]
}
