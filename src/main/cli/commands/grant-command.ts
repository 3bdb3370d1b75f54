import { appError, AppFailure } from '@shared/errors'
import { type GrantSection, type GrantSectionResult } from '@shared/grant-info'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { type Command } from '../command'
import { type CliContext } from '../cli-context'
import { UsageError } from '../usage-error'

type Grant = Extract<Command, { name: 'grant' }>

const noGrantDetail = () => new AppFailure(appError('error.not_found.no_grant_detail', {}))

/**
 * SC-GRANT-7: a grant's sections as one JSON object `{ id, slug, closed, sections }`, each section
 * through the app's service and its 24-hour cost cache; a section the service lacks is null. A
 * closed grant is an answer (exit 0, `closed: true` and how to see its concessions); a service
 * without these operations fails with one sentence (exit 1). By slug only the details can be
 * asked (`fund-details` takes it; the other four take the numeric id, which its answer lacks).
 */
export async function grant(ctx: CliContext, command: Grant): Promise<void> {
  ctx.requireSignedIn()
  const { grants } = await ctx.services()
  const { identifier } = command
  const listed = (sections: readonly GrantSection[]) => sections.join(', ')
  if (typeof identifier === 'string') {
    const others = command.sections.filter((section) => section !== 'details')
    if (!command.sections.includes('details')) {
      throw new UsageError(
        renderMessage('es', 'cli.error.grant_slug_needs_id', { sections: listed(others) }),
        'grant',
      )
    }
    if (others.length > 0) {
      ctx.output.warn(
        renderMessage('es', 'cli.warning.grant_slug_only_details', { sections: listed(others) }),
      )
    }
    const details = await grants.detailsBySlug(identifier)
    if (details.status !== 'ok' || details.content.section !== 'details') {
      throw new AppFailure(appError('error.not_found.grant_slug', { slug: identifier }))
    }
    ctx.output.json({
      id: null,
      slug: details.content.data.slug ?? identifier.trim().toLowerCase(),
      closed: false,
      sections: { details: details.content.data },
    })
    return
  }
  const ref = { id: identifier }
  const results: [GrantSection, GrantSectionResult][] = []
  for (const section of command.sections) {
    const result = await grants.section({ grant: ref, section, cachedOnly: false, refresh: false })
    results.push([section, result])
  }
  if (results.every(([, result]) => result.status === 'unavailable')) throw noGrantDetail()
  const closed = results.some(([, result]) => result.status === 'closed')
  const sections: Record<string, unknown> = {}
  let slug: string | null = null
  for (const [section, result] of results) {
    if (result.status !== 'ok') {
      sections[section] = null
      continue
    }
    sections[section] = result.content.data
    if (result.content.section === 'details') slug = result.content.data.slug
  }
  ctx.output.json({
    id: identifier,
    slug,
    closed,
    sections,
    ...(closed ? { concessions: `grants-desk concessions --grant-id ${identifier} --all` } : {}),
  })
}
