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
