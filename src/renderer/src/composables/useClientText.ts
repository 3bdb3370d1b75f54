import { useI18n } from 'vue-i18n'
import { provinceName } from '@shared/catalogues/provinces'
import { CLIENT_FIELDS } from '@shared/clients/client-fields'
import { ABSENT_ID } from '@shared/wire/wire'
import { useCatalogueStore } from '../stores/catalogue-store'
import { useClientsStore } from '../stores/clients-store'
import { useFormat } from './useFormat'

const { formatDate, formatEuros, formatNumber } = useFormat()

const EMPTY = '—'

/** Anything that is not a string reads as JSON (a value the app has no format for). */
function plain(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** A field's label id in the shared table (the key itself for anything else). */
const LABEL_OF = new Map<string, string>(CLIENT_FIELDS.map((field) => [field.key, field.label]))

function numbers(value: unknown): number[] {
  const list = Array.isArray(value) ? (value as unknown[]) : [value]
  return list.filter((item): item is number => typeof item === 'number')
}

/** `{ name, email }` as «name · email»; `{ name }` as its name; «—» when neither was sent. */
function named(value: unknown): string {
  if (typeof value !== 'object' || value === null) return plain(value)
  const { name, email } = value as { name?: unknown; email?: unknown }
  if (typeof name !== 'string') return plain(value)
  const parts = [name, typeof email === 'string' ? email : ''].filter((part) => part !== '')
  return parts.join(' · ') || EMPTY
}

/** How a client's values read on screen: labels of fields and statuses, values as text. */
export function useClientText() {
  const i18n = useI18n()
  const t = i18n.t
  const te = (key: string) => i18n.te(key)
  const catalogue = useCatalogueStore()
  const clients = useClientsStore()

  const statusLabel = (status: number): string => {
    if (status === ABSENT_ID) return EMPTY
    const key = `clients.statusLabel.${status}`
    return te(key) ? t(key) : t('clients.statusOther', { n: status })
  }
  const fieldLabel = (field: string): string => {
    const key = `clients.fields.${LABEL_OF.get(field) ?? field}`
    return te(key) ? t(key) : field
  }
  const yesNo = (value: boolean): string => t(value ? 'clients.yes' : 'clients.no')

  /** One field's value as text (the conflict dialog shows mine, theirs and before this way). */
  function valueText(field: string, value: unknown): string {
    if (value === null || value === undefined || value === '') return EMPTY
    if (Array.isArray(value) && value.length === 0) return EMPTY
    switch (field) {
      case 'status':
        return typeof value === 'number' ? statusLabel(value) : plain(value)
      case 'public':
        return yesNo(value === true)
      case 'province':
      case 'provinces_to_work':
        return numbers(value).map(provinceName).join(', ')
      case 'cnaes':
        return numbers(value).map(catalogue.cnaeLabel).join('; ')
      case 'applicant_types':
        return numbers(value).map(catalogue.applicantName).join(', ')
      case 'action_items':
        return numbers(value).map(catalogue.actionName).join(', ')
      case 'last_year_billing':
      case 'investment_budget':
        return typeof value === 'number' ? formatEuros(value) : plain(value)
      case 'employees_quantity':
        return typeof value === 'number' ? formatNumber(value, 0) : plain(value)
      case 'constitution_date':
        return typeof value === 'string' ? formatDate(value) : plain(value)
      case 'id':
        return typeof value === 'number' ? String(value) : plain(value)
      case 'expert_data':
      case 'platform_data':
        return named(value)
      case 'experts':
        return numbers(value).map(clients.expertName).join(', ') || EMPTY
      default:
        return plain(value)
    }
  }

  /** A client's name, or what stands for it when the service has none (a client created with only its NIF). */
  const clientName = (name: string, nif: string): string =>
    name.trim() !== '' ? name : t('clients.noName', { nif })

  return { statusLabel, fieldLabel, yesNo, valueText, clientName }
}
