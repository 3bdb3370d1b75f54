import { type SelectGroupOption, type SelectOption } from 'naive-ui'
import { useI18n } from 'vue-i18n'
import { type StatusGroup } from '@shared/wire/status-group'

interface Named {
  id: number
  name: string
}

/** A status of the catalogue as a select's value: «group:status». */
export const statusKey = (group: number, status: number) => `${group}:${status}`

/** The group and status a select's value names, or null. */
export function parseStatusKey(key: string | null): { group: number; status: number } | null {
  const match = key ? /^(-?\d+):(-?\d+)$/.exec(key) : null
  return match ? { group: Number(match[1]), status: Number(match[2]) } : null
}

/** The case files' texts that several screens share: a status as «Grupo · Estado», the options. */
export function useCaseText() {
  const { t } = useI18n()
  const nameOr = (name: string) => name || '—'

  /** «Grupo · Estado», or «Sin estado». */
  function statusText(group: Named | null, status: Named | null): string {
    if (!group && !status) return t('cases.noStatus')
    if (!status) return nameOr(group?.name ?? '')
    if (!group) return nameOr(status.name)
    return t('cases.statusOf', { group: nameOr(group.name), status: nameOr(status.name) })
  }

  /** The catalogue as a grouped select: one group of options per status group. */
  function statusOptions(catalogue: readonly StatusGroup[]): SelectGroupOption[] {
    return catalogue
      .filter((group) => group.status.length > 0)
      .map((group) => ({
        type: 'group' as const,
        key: `group-${group.id}`,
        label: nameOr(group.name),
        children: group.status.map((status): SelectOption => ({
          value: statusKey(group.id, status.id),
          label: nameOr(status.name),
        })),
      }))
  }

  return { statusText, statusOptions }
}

/** The outbox's texts of a case file's change: its field's name and its values. */
export function useCaseEntryText() {
  const { t } = useI18n()
  const { statusText } = useCaseText()
  const CASE_FIELDS: Record<string, string> = {
    case_status: 'cases.outboxEntry.caseStatus',
    case_archived: 'cases.outboxEntry.caseArchived',
    case_expert: 'cases.outboxEntry.caseExpert',
  }
  const isCaseField = (field: string) => field in CASE_FIELDS
  const caseFieldLabel = (field: string) => {
    const key = CASE_FIELDS[field]
    return key ? t(key) : field
  }
  /** A status `{group, status}` as «Grupo · Estado», null as «Sin estado»; archived as yes/no. */
  function caseValueText(field: string, value: unknown): string {
    if (field === 'case_archived')
      return t(value ? 'cases.outboxEntry.archivedYes' : 'cases.outboxEntry.archivedNo')
    if (field === 'case_expert') {
      const expert = value as Partial<Named> | null
      return expert?.name || (expert?.id ? `#${expert.id}` : '—')
    }
    if (value && typeof value === 'object') {
      const { group, status } = value as { group?: Named | null; status?: Named | null }
      return statusText(group ?? null, status ?? null)
    }
    return t('cases.noStatus')
  }
  return { isCaseField, caseFieldLabel, caseValueText }
}
