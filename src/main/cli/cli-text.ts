import {
  type Lang,
  type MessageKey,
  type ParamsOf,
  renderMessage,
} from '@shared/messages/catalogue-lookup'

/** The language the command line speaks: its messages, its help. */
export const CLI_LANG: Lang = 'es'

/** The command line's sentence for `key`, in its language. */
export function cliText<K extends MessageKey>(key: K, params: ParamsOf<K>): string {
  return renderMessage(CLI_LANG, key, params)
}

/** «json, csv o xlsx»: the alternatives a flag or a group takes. */
export function orList(words: readonly string[]): string {
  const last = words.at(-1) ?? ''
  if (words.length < 2) return last
  return cliText('cli.or', { some: words.slice(0, -1).join(', '), last })
}
