import { extname, resolve } from 'node:path'
import { type ReportLanguage } from '@shared/reports/client-report'
import { positiveInteger } from '../coerce'
import { orList } from '../cli-text'
import { type FlagValues, nifOf } from '../flags'
import { usageError } from '../usage-error'
import { type CostFlags, costFlagsOf } from './cost-args'

const NAME = 'report client'
const FORMATS = ['docx', 'pdf'] as const

export interface ReportClientCommand extends CostFlags {
  name: typeof NAME
  client: { id: number } | { nif: string }
  language: ReportLanguage
  format: (typeof FORMATS)[number]
  /** Absolute path of the file to write. */
  out: string
}

/** `report client` from its flags: the format from --format, else from the extension of --out. */
export function reportClientCommand(values: FlagValues): ReportClientCommand {
  if ((values.client === undefined) === (values.nif === undefined)) {
    throw usageError('cli.usage.client_or_nif', {}, NAME)
  }
  const client =
    values.client !== undefined
      ? { id: positiveInteger('--client', values.client) }
      : { nif: nifOf(values.nif ?? '', NAME) }
  const raw = values.out?.trim()
  if (!raw) throw usageError('cli.usage.flag_missing', { flag: '--out' }, NAME)
  const out = resolve(raw)
  const format = values.format ?? extname(out).slice(1).toLowerCase()
  if (!(FORMATS as readonly string[]).includes(format)) {
    throw values.format === undefined
      ? usageError('cli.usage.report_format', { out: raw }, NAME)
      : usageError('cli.usage.format_choice', { formats: orList(FORMATS), format }, NAME)
  }
  const language = values.lang ?? 'es'
  if (language !== 'es' && language !== 'en') {
    throw usageError('cli.usage.lang_choice', { langs: orList(['es', 'en']), lang: language }, NAME)
  }
  return {
    name: NAME,
    client,
    language,
    format: format as ReportClientCommand['format'],
    out,
    ...costFlagsOf(values),
  }
}
