import { appError, AppFailure } from '@shared/errors'
import { type GrantSectionResult } from '@shared/grant-info'
import { type GrantSection } from '@shared/grant-section-ids'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { type Command } from '../command'
import { type CliContext } from '../cli-context'
import { costBudget } from '../cost-budget'

type Grant = Extract<Command, { name: 'grant' }>
type Services = Awaited<ReturnType<CliContext['services']>>

const noGrantDetail = () => new AppFailure(appError('error.not_found.no_grant_detail', {}))
const listed = (sections: readonly GrantSection[]) => sections.join(', ')

/** `{ id, slug, closed, sections }` of the grant `id`, each section through the cost cache. */
async function bySections(
  grants: Services['grants'],
  id: number,
  sections: readonly GrantSection[],
  slugHint: string | null,
) {
  const results: [GrantSection, GrantSectionResult][] = []
  for (const section of sections) {
    const ref = slugHint === null ? { id } : { id, slug: slugHint }
    results.push([
      section,
      await grants.section({ grant: ref, section, cachedOnly: false, refresh: false }),
    ])
  }
  if (results.every(([, result]) => result.status === 'unavailable')) throw noGrantDetail()
  const closed = results.some(([, result]) => result.status === 'closed')
  const shown: Record<string, unknown> = {}
  let slug = slugHint
  for (const [section, result] of results) {
    if (result.status !== 'ok') {
      shown[section] = null
      continue
    }
    shown[section] = result.content.data
    if (result.content.section === 'details') slug = result.content.data.slug ?? slug
  }
  return {
    id,
    slug,
    closed,
    sections: shown,
    ...(closed ? { concessions: `grants-desk concessions --grant-id ${id} --all` } : {}),
  }
}

/**
 * SC-GRANT-7: a grant's sections as one JSON object `{ id, slug, closed, sections }`, each section
 * through the app's service and its 24-hour cost cache; a section the service lacks is null. A
 * closed grant is an answer (exit 0, `closed: true` and how to see its concessions); a service
 * without these operations fails with one sentence (exit 1). By slug the details are asked first
 * (`fund-details` takes it): the id they name serves the other four (SC-GRANT-9); details that
 * name none leave the others unasked, said on stderr.
 */
export async function grant(ctx: CliContext, command: Grant): Promise<void> {
  ctx.requireSignedIn()
  const { grants } = await ctx.services()
  const { identifier } = command
  // Each section a paid request (by slug the details first), asked above «No preguntar por menos
  // de N consultas» and capped by --max-requests as every command that costs (SC-COST-3).
  const budget = costBudget(ctx, command)
  const bySlug = typeof identifier === 'string' && !command.sections.includes('details')
  budget.asked(command.sections.length + (bySlug ? 1 : 0))
  const print = (value: unknown) => {
    budget.report()
    ctx.output.json(value)
  }
  if (typeof identifier !== 'string') {
    print(await bySections(grants, identifier, command.sections, null))
    return
  }
  const details = await grants.detailsBySlug(identifier)
  if (details.status !== 'ok' || details.content.section !== 'details') {
    throw new AppFailure(appError('error.not_found.grant_slug', { slug: identifier }))
  }
  const slug = details.content.data.slug ?? identifier.trim().toLowerCase()
  const { id } = details.content.data
  if (id !== null) {
    print(await bySections(grants, id, command.sections, slug))
    return
  }
  const others = command.sections.filter((section) => section !== 'details')
  if (!command.sections.includes('details')) {
    throw new AppFailure(
      appError('error.not_found.grant_slug_without_id', { sections: listed(others) }),
    )
  }
  if (others.length > 0) {
    ctx.output.warn(
      renderMessage('es', 'cli.warning.grant_slug_only_details', { sections: listed(others) }),
    )
  }
  print({ id: null, slug, closed: false, sections: { details: details.content.data } })
}
