import { type z } from 'zod'
import { ClientCreateInputSchema } from '@shared/clients/clients'
import { type ClientListFilters } from '@shared/wire/client'
import { type ClientPatch, ClientPatchSchema } from '@shared/wire/client-edit'
import { fieldErrorsOf } from '@shared/validation'
import { cliText } from '../cli-text'
import { integerInRange, parseSetFlags, positiveInteger } from '../coerce'
import {
  type FlagValues,
  filtersOf,
  type OutputChoice,
  outputOf,
  type PageChoice,
  pageChoice,
  unexpected,
} from '../flags'
import { usageError } from '../usage-error'
import { type CommandName } from '../usage'

export type ClientsCommand =
  | ({
      name: 'clients list'
      pageSize: number | null
      filters: ClientListFilters | null
      active: boolean
      output: OutputChoice
    } & PageChoice)
  | { name: 'clients get'; id: number }
  | { name: 'clients update'; id: number; patch: ClientPatch }
  | { name: 'clients create'; client: z.output<typeof ClientCreateInputSchema> }

/** SC-PAGE-4: the service serves at most 200 clients a page. */
const MAX_PAGE_SIZE = 200

/** The form's own rules (ClientPatchSchema) before anything is sent: every wrong field named. */
function patchOf(sets: readonly string[]): ClientPatch {
  const result = ClientPatchSchema.safeParse(parseSetFlags(sets))
  if (result.success) return result.data
  const lines = Object.entries(fieldErrorsOf(result.error)).map(
    ([field, messages]) => `  ${field}: ${messages.join(' ')}`,
  )
  throw usageError('cli.usage.set_invalid', { problems: lines.join('\n') }, 'clients update')
}

/** `clients create`'s flags, checked as the app's form checks them (SC-CLIENT-6): nothing sent else. */
function creationOf(values: FlagValues): z.output<typeof ClientCreateInputSchema> {
  if (values.nif === undefined) {
    throw usageError('cli.usage.flag_missing', { flag: '--nif' }, 'clients create')
  }
  const result = ClientCreateInputSchema.safeParse({
    nif: values.nif,
    ...(values.name !== undefined ? { business_name: values.name } : {}),
    ...(values.email !== undefined ? { email: values.email } : {}),
    ...(values.phone !== undefined ? { phone: values.phone } : {}),
  })
  if (result.success) return result.data
  const lines = Object.entries(fieldErrorsOf(result.error)).map(
    ([field, messages]) => `  ${field}: ${messages.join(' ')}`,
  )
  throw usageError('cli.usage.set_invalid', { problems: lines.join('\n') }, 'clients create')
}

function clientId(rest: readonly string[], command: CommandName): number {
  const [raw, ...extra] = rest
  if (raw === undefined) throw usageError('cli.usage.client_id_missing', {}, command)
  if (extra[0] !== undefined) throw unexpected(extra[0], command)
  return positiveInteger(cliText('cli.subject.client_id', {}), raw)
}

/** A «clients» command from its flags and the client's id after it. */
export function clientsCommand(
  name: 'clients list' | 'clients get' | 'clients update' | 'clients create',
  values: FlagValues,
  rest: readonly string[],
): ClientsCommand {
  switch (name) {
    case 'clients list':
      return {
        name,
        ...pageChoice(values, name),
        pageSize:
          values['page-size'] === undefined
            ? null
            : integerInRange('--page-size', values['page-size'], 1, MAX_PAGE_SIZE),
        filters: filtersOf(values.filters, name),
        active: values.active ?? false,
        output: outputOf(values, name),
      }
    case 'clients get':
      return { name, id: clientId(rest, name) }
    case 'clients update':
      return { name, id: clientId(rest, name), patch: patchOf(values.set ?? []) }
    case 'clients create':
      return { name, client: creationOf(values) }
  }
}
