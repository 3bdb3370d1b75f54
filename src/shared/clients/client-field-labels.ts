import { type Client, ClientSchema } from '../wire/client'
import { type Lang, type MessageKey, renderMessage } from '../messages/catalogue-lookup'

/** A field's name in the message catalogue (every field of a Client has one: a type error if not). */
export const fieldLabelKey = (label: keyof Client): MessageKey => `client.field.${label}`

function labelsIn(lang: Lang): Readonly<Record<keyof Client, string>> {
  const labels: Partial<Record<keyof Client, string>> = {}
  for (const label of Object.keys(ClientSchema.shape) as (keyof Client)[]) {
    labels[label] = renderMessage(lang, fieldLabelKey(label))
  }
  return labels as Record<keyof Client, string>
}

/**
 * The name of every client field, by label id (CLIENT_FIELDS' `label`), in each language: the
 * catalogue's `client.field.*`. The renderer's i18n (`clients.fields`) is built from these, the
 * exports take their headers from them (in the export's language) and main's messages name fields
 * with them, so a field reads the same on the form, on the record, in a message and in a file.
 */
export const CLIENT_FIELD_LABELS: Readonly<Record<Lang, Readonly<Record<keyof Client, string>>>> = {
  es: labelsIn('es'),
  en: labelsIn('en'),
}
