import { resolve } from 'node:path'
import { renderRef } from '@shared/messages/catalogue-lookup'
import { DeclarationRequestSchema } from '@shared/bdns/minimis-declaration'
import { normalizeTaxId, taxIdProblem } from '@shared/tax-id'
import { isHttpUrl, trimTrailingSlash } from '@shared/urls'
import { isBdnsCode } from '@shared/wire/bdns-wire'
import { type z } from 'zod'
import { CLI_LANG } from '../cli-text'
import { type FlagValues, type OutputChoice, outputOf, unexpected } from '../flags'
import { usageError } from '../usage-error'
import { dateOf } from './deadline-args'

/** Where the registry is for this command: `--bdns-url`, else GRANTS_DESK_BDNS_URL, else the settings'. */
interface Registry {
  bdnsUrl: string | null
}

export type BdnsCommand =
  | ({
      name: 'bdns minimis'
      nifs: string[]
      group: string | null
      asOf: string | null
      output: OutputChoice
    } & Registry)
  | ({
      name: 'bdns declaration'
      request: z.output<typeof DeclarationRequestSchema>
      out: string
    } & Registry)
  | ({ name: 'bdns call'; code: string } & Registry)
  | ({ name: 'bdns watch'; codes: string[] } & Registry)

type Name = BdnsCommand['name']

/** Each NIF complete and valid: the registry matches `nifCif` exactly (bdns.md §4). */
function nifsOf(raw: string | undefined, name: Name): string[] {
  if (raw === undefined) throw usageError('cli.usage.flag_missing', { flag: '--nif' }, name)
  const nifs = raw.split(',').map((part) => part.trim())
  return nifs.map((nif) => {
    const problem = nif === '' ? null : taxIdProblem(normalizeTaxId(nif))
    if (nif === '' || problem) {
      const said = problem ? renderRef(CLI_LANG, problem) : ''
      throw usageError('cli.usage.bdns_nif', { raw: nif, problem: said }, name)
    }
    return normalizeTaxId(nif)
  })
}

function codesOf(rest: readonly string[], name: Name): string[] {
  const [first, ...more] = rest
  if (first === undefined) throw usageError('cli.usage.bdns_code_missing', {}, name)
  if (more[0] !== undefined) throw unexpected(more[0], name)
  return first.split(',').map((part) => {
    const code = part.trim()
    if (!isBdnsCode(code)) throw usageError('cli.usage.bdns_code', { raw: code }, name)
    return code
  })
}

function registryOf(values: FlagValues, name: Name): Registry {
  const raw = values['bdns-url']
  if (raw === undefined) return { bdnsUrl: null }
  if (!isHttpUrl(raw.trim())) throw usageError('cli.usage.bdns_url', { raw }, name)
  return { bdnsUrl: trimTrailingSlash(raw.trim()) }
}

const text = (raw: string | undefined) => (raw?.trim() ? raw.trim() : null)

/** `bdns …` from its flags: everything checked before any request. */
export function bdnsCommand(name: Name, values: FlagValues, rest: readonly string[]): BdnsCommand {
  const registry = registryOf(values, name)
  const asOf = values['as-of'] === undefined ? null : dateOf('--as-of', values['as-of'])
  switch (name) {
    case 'bdns minimis':
      return {
        name,
        nifs: nifsOf(values.nif, name),
        group: text(values.group),
        asOf,
        output: outputOf(values, name),
        ...registry,
      }
    case 'bdns declaration': {
      const nifs = nifsOf(values.nif, name)
      const [nif] = nifs
      if (nifs.length !== 1 || nif === undefined) {
        throw usageError('cli.usage.bdns_declaration_nifs', { raw: values.nif ?? '' }, name)
      }
      const grant = text(values.grant)
      if (grant === null) throw usageError('cli.usage.flag_missing', { flag: '--grant' }, name)
      const out = text(values.out)
      if (out === null) throw usageError('cli.usage.flag_missing', { flag: '--out' }, name)
      if (!out.toLowerCase().endsWith('.docx')) {
        throw usageError('cli.usage.bdns_out_docx', { raw: out }, name)
      }
      const request = DeclarationRequestSchema.safeParse({
        nif,
        grant,
        place: text(values.place),
        name: text(values.name),
        address: text(values.address),
        representative: text(values.representative),
        representativeNif: text(values['representative-nif']),
        ...(asOf ? { asOf } : {}),
      })
      if (!request.success) throw usageError('cli.usage.invalid_options', {}, name)
      return { name, request: request.data, out: resolve(out), ...registry }
    }
    case 'bdns call': {
      const [code, more] = codesOf(rest, name)
      if (code === undefined) throw usageError('cli.usage.bdns_code_missing', {}, name)
      if (more !== undefined) throw unexpected(more, name)
      return { name, code, ...registry }
    }
    case 'bdns watch':
      return { name, codes: codesOf(rest, name), ...registry }
  }
}
