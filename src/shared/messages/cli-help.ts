import { renderText } from './catalogue-lookup'
import { enCliHelp } from './en-cli-help'
import { esCliHelp } from './es-cli-help'
import { type Lang, type MessageParams } from './keys'

export type CliHelpKey = keyof typeof esCliHelp

const CLI_HELP: Readonly<Record<Lang, Readonly<Record<CliHelpKey, string>>>> = {
  es: esCliHelp,
  en: enCliHelp,
}

export function hasCliHelp(key: string): key is CliHelpKey {
  return Object.hasOwn(esCliHelp, key)
}

/** A block of the command line's help in `lang`, each `{name}` filled from `values`. */
export function cliHelpText(lang: Lang, key: CliHelpKey, values: MessageParams): string {
  return renderText(lang, CLI_HELP[lang][key], values)
}
