import { GRANT_SECTIONS, type GrantSection } from '@shared/grant-section-ids'
import { FIELD_LIMITS } from '@shared/limits'
import { integerInRange, positiveInteger } from '../coerce'
import { type FlagValues, unexpected } from '../flags'
import { usageError } from '../usage-error'
import { costFlagsOf, type CostFlags } from './cost-args'

export type GrantCommand =
  | ({ name: 'grant'; identifier: number | string; sections: GrantSection[] } & CostFlags)
  | ({ name: 'grants'; search: string; page: number } & CostFlags)

/** `grants --page`: the pages GrantSearchInputSchema takes. */
const MAX_GRANTS_PAGE = 1000

/** `grant ID|SLUG`: a positive id, or a slug (letters, digits and dashes). */
function grantIdentifier(rest: readonly string[]): number | string {
  const [word, extra] = rest
  if (word === undefined) throw usageError('cli.usage.grant_missing', {}, 'grant')
  if (extra !== undefined) throw unexpected(extra, 'grant')
  if (/^\d+$/.test(word)) return positiveInteger('ID', word)
  if (!/^[a-z0-9][a-z0-9-]{0,299}$/i.test(word)) {
    throw usageError('cli.usage.grant_word', { word }, 'grant')
  }
  return word
}

/** `--sections details,documents,…`: each once, in the order given; all five by default. */
function grantSections(raw: string | undefined): GrantSection[] {
  if (raw === undefined) return [...GRANT_SECTIONS]
  const words = raw
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== '')
  const known = (word: string): word is GrantSection =>
    (GRANT_SECTIONS as readonly string[]).includes(word)
  const unknown = words.find((word) => !known(word))
  const sections = GRANT_SECTIONS.join(', ')
  if (unknown !== undefined) {
    throw usageError('cli.usage.sections_unknown', { word: unknown, sections }, 'grant')
  }
  if (words.length === 0) throw usageError('cli.usage.sections_empty', { sections }, 'grant')
  return [...new Set(words.filter(known))]
}

/** `grants --search TEXT`: words of the grant's title. */
function searchOf(raw: string | undefined): string {
  if (raw === undefined) throw usageError('cli.usage.search_missing', {}, 'grants')
  const text = raw.trim()
  if (text === '') throw usageError('cli.usage.flag_empty', { flag: '--search' }, 'grants')
  if (text.length > FIELD_LIMITS.search) {
    throw usageError(
      'cli.usage.search_length',
      { max: String(FIELD_LIMITS.search), length: String(text.length) },
      'grants',
    )
  }
  return text
}

/** «grant ID|SLUG» or «grants --search TEXT» from its flags and words. */
export function grantCommand(
  name: 'grant' | 'grants',
  values: FlagValues,
  rest: readonly string[],
): GrantCommand {
  switch (name) {
    case 'grant':
      return {
        name,
        identifier: grantIdentifier(rest),
        sections: grantSections(values.sections),
        ...costFlagsOf(values),
      }
    case 'grants':
      return {
        name,
        search: searchOf(values.search),
        page:
          values.page === undefined ? 1 : integerInRange('--page', values.page, 1, MAX_GRANTS_PAGE),
        ...costFlagsOf(values),
      }
  }
}
