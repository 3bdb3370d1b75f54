import { type MessageKey, type ParamsOf, renderMessage } from '@shared/messages/catalogue-lookup'

/** The command line's sentence for `key`: in Spanish, the language the command line speaks. */
export function cliText<K extends MessageKey>(key: K, params: ParamsOf<K>): string {
  return renderMessage('es', key, params)
}

/** «json, csv o xlsx»: the alternatives a flag or a group takes. */
export function orList(words: readonly string[]): string {
  const last = words.at(-1) ?? ''
  if (words.length < 2) return last
  return cliText('cli.or', { some: words.slice(0, -1).join(', '), last })
}
