import { type Lang, renderMessage } from '@shared/messages/catalogue-lookup'

/** A yes/no cell; a writer given a bare boolean writes Spanish, the app's language. */
export function yesNo(value: boolean, lang: Lang = 'es'): string {
  return renderMessage(lang, value ? 'export.value.yes' : 'export.value.no')
}
