import { isAppFailure } from '@shared/errors'
import { isGrantLink } from '@shared/grant-links'
import {
  type GrantFile,
  type GrantSectionContentSchema,
  type GrantSectionResult,
} from '@shared/grant-info'
import { type GrantSection } from '@shared/grant-section-ids'
import { type z } from 'zod'
import { type GrantOperation } from '../../api/operations'

export type Content = z.infer<typeof GrantSectionContentSchema>

/** What is kept per grant and section: the section, or that the grant is closed (details only). */
export type StoredSection = { kind: 'ok'; content: Content } | { kind: 'closed' }

export const OPERATION: Record<GrantSection, GrantOperation> = {
  details: 'grants.details',
  documents: 'grants.documents',
  evaluation: 'grants.evaluation',
  normative: 'grants.normative',
  related: 'grants.related',
}

/** The cache key of a grant's section, per account (the session cache scopes it). */
export const grantSectionKey = (id: number, section: GrantSection) => `grant:${id}:${section}`

/** The cache key of a grant's details asked by its slug (the command line's `grant SLUG`). */
export const grantSlugKey = (slug: string) => `grant:slug:${slug.trim().toLowerCase()}:details`

/** The service answered 404: it does not offer the section (or does not know the grant). */
export class Unavailable extends Error {}

export const isNotFound = (error: unknown) => isAppFailure(error) && error.appError.status === 404

/** The files' links, kept only on allowed hosts (`isGrantLink`, plus the service's own `origins`). */
function withSafeLinks(content: Content, origins: readonly string[]): Content {
  if (content.section !== 'documents' && content.section !== 'normative') return content
  const safe = (file: GrantFile): GrantFile => ({
    ...file,
    url: file.url !== null && isGrantLink(file.url, origins) ? file.url : null,
  })
  return content.section === 'documents'
    ? {
        section: 'documents',
        data: { ...content.data, templates: content.data.templates.map(safe) },
      }
    : { section: 'normative', data: { ...content.data, files: content.data.files.map(safe) } }
}

/** A kept or fetched section as the bridge answers it: closed, or its content with safe links. */
export async function sectionAnswer(
  ownOrigins: () => Promise<readonly string[]>,
  section: GrantSection,
  stored: StoredSection,
  served: { fetchedAt: number; source: 'network' | 'cache'; stale: boolean },
): Promise<GrantSectionResult> {
  if (stored.kind === 'closed') return { status: 'closed', section }
  const { content } = stored
  const shown =
    content.section === 'documents' || content.section === 'normative'
      ? withSafeLinks(content, await ownOrigins())
      : content
  return { status: 'ok', content: shown, ...served }
}
