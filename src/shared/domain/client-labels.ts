import { type Lang, renderMessage } from '../messages'
import { CLIENT_EDITABLE_FIELDS, type ClientEditableField } from './client'

/** Each editable field's name as the form shows it, in `lang` (the catalogue's `client.field.*`). */
export function clientFieldLabels(lang: Lang): Readonly<Record<ClientEditableField, string>> {
  return Object.fromEntries(
    CLIENT_EDITABLE_FIELDS.map((field) => [field, renderMessage(lang, `client.field.${field}`)]),
  ) as Record<ClientEditableField, string>
}

/** The Spanish names (the renderer's es.ts uses them). */
export const CLIENT_FIELD_LABELS = clientFieldLabels('es')

export function clientFieldLabel(field: string, lang: Lang = 'es'): string {
  return (clientFieldLabels(lang) as Record<string, string>)[field] ?? field
}
