import { type Client } from '../wire/client'
import { type Lang, type MessageKey, renderMessage } from '../messages/catalogue-lookup'

/** A field's name in the message catalogue (every field of a Client has one: a type error if not). */
export const fieldLabelKey = (label: keyof Client): MessageKey => `client.field.${label}`

/**
 * Every field of a Client, once (a type error when one is missing or unknown): the labels are built
 * without loading the Client's schema, which the renderer would otherwise build at its start.
 */
const CLIENT_KEYS = {
  id: true,
  expert_data: true,
  experts: true,
  public: true,
  status: true,
  platform_data: true,
  nif: true,
  business_name: true,
  email: true,
  phone: true,
  reference: true,
  notes: true,
  province: true,
  address: true,
  postal_code: true,
  location: true,
  legal_representative_name: true,
  legal_representative_nif: true,
  legal_representation_type: true,
  contacts: true,
  cnaes: true,
  provinces_to_work: true,
  applicant_types: true,
  action_items: true,
  employees_quantity: true,
  constitution_date: true,
  last_year_billing: true,
  investment_budget: true,
  project_description: true,
} as const satisfies Record<keyof Client, true>

function labelsIn(lang: Lang): Readonly<Record<keyof Client, string>> {
  const labels: Partial<Record<keyof Client, string>> = {}
  for (const label of Object.keys(CLIENT_KEYS) as (keyof Client)[]) {
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
