import { type z } from 'zod'
import {
  hasMessage,
  type Lang,
  type MessageKey,
  type MessageParams,
  type MessageRef,
  messageRef,
  renderRef,
} from './messages/catalogue-lookup'

export type FieldErrors = Record<string, string[]>
export type FieldMessages = Record<string, MessageRef[]>

type Issue = z.core.$ZodIssue

/**
 * A zod message that carries a catalogue key (and its parameters) instead of a sentence, so the
 * same schema speaks Spanish in main and the UI language in the renderer: `.min(1, keyed('…'))`.
 */
export function keyed(key: MessageKey, params?: MessageParams): string {
  return params && Object.keys(params).length > 0 ? `${key} ${JSON.stringify(params)}` : key
}

/** The same, for a reference made elsewhere (e.g. taxIdProblem). */
export function keyedRef(ref: MessageRef): string {
  return ref.params && Object.keys(ref.params).length > 0
    ? `${ref.key} ${JSON.stringify(ref.params)}`
    : ref.key
}

function unkeyed(message: string): MessageRef | null {
  const space = message.indexOf(' ')
  const key = space === -1 ? message : message.slice(0, space)
  if (!hasMessage(key)) return null
  if (space === -1) return messageRef(key)
  try {
    return messageRef(key, JSON.parse(message.slice(space + 1)) as MessageParams)
  } catch {
    return null
  }
}

const bound = (value: number | bigint | undefined) =>
  typeof value === 'bigint' ? Number(value) : (value ?? 0)

/** What zod says of a check the schema gave no key: said by the kind of check that failed. */
function genericRef(issue: Issue): MessageRef {
  switch (issue.code) {
    case 'invalid_type':
      return messageRef('validation.invalid_type')
    case 'too_small': {
      const min = bound(issue.minimum)
      if (issue.origin === 'string')
        return min <= 1
          ? messageRef('validation.required')
          : messageRef('validation.too_short', { min })
      if (issue.origin === 'array' || issue.origin === 'set')
        return messageRef('validation.too_few', { min })
      return messageRef('validation.too_small', { min })
    }
    case 'too_big': {
      const max = bound(issue.maximum)
      if (issue.origin === 'string') return messageRef('validation.too_long', { max })
      if (issue.origin === 'array' || issue.origin === 'set')
        return messageRef('validation.too_many', { max })
      return messageRef('validation.too_big', { max })
    }
    case 'invalid_format':
      return messageRef('validation.invalid_format')
    case 'invalid_value':
      return messageRef('validation.invalid_option')
    case 'unrecognized_keys':
      return messageRef('validation.unknown_fields', { keys: issue.keys.join(', ') })
    default:
      return messageRef('validation.invalid')
  }
}

/**
 * The sentence of one issue as a reference. A union that failed in every branch says what its
 * last keyed branch said (`'' | NIF`: the NIF's own message, not «invalid input»).
 */
function refOfIssue(issue: Issue): MessageRef {
  const own = unkeyed(issue.message)
  if (own) return own
  if (issue.code === 'invalid_union') {
    const nested = issue.errors
      .flat()
      .map((inner) => unkeyed(inner.message))
      .filter((ref): ref is MessageRef => ref !== null)
    const last = nested.at(-1)
    if (last) return last
  }
  return genericRef(issue)
}

const pathOf = (issue: Issue) => (issue.path.length > 0 ? issue.path.map(String).join('.') : '_')

/** Issues grouped by their dotted path (`_` for the root), as catalogue references. */
export function fieldMessagesOf(error: z.ZodError): FieldMessages {
  const fields: FieldMessages = {}
  for (const issue of error.issues) (fields[pathOf(issue)] ??= []).push(refOfIssue(issue))
  return fields
}

/** Issues grouped by their dotted path (`_` for the root), as sentences in `lang`. */
export function fieldErrorsOf(error: z.ZodError, lang: Lang = 'es'): FieldErrors {
  const fields: FieldErrors = {}
  for (const [path, refs] of Object.entries(fieldMessagesOf(error))) {
    fields[path] = refs.map((ref) => renderRef(lang, ref))
  }
  return fields
}

/** The path of the first issue (`_` for the root), to name where the data went wrong. */
export function firstIssuePath(error: z.ZodError): string {
  const issue = error.issues[0]
  return issue ? pathOf(issue) : '_'
}

/** The first message of a zod error, for a one-line summary: «campo: sentence». */
export function firstIssueOf(error: z.ZodError, lang: Lang = 'es'): string {
  const issue = error.issues[0]
  if (!issue) return renderRef(lang, messageRef('validation.invalid'))
  const where = issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : ''
  return `${where}${renderRef(lang, refOfIssue(issue))}`
}
