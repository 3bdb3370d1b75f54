import { type SelectOption } from 'naive-ui'
import { computed, type ComputedRef } from 'vue'
import { type CnaeEntry, cnaeLabelIn, searchCnaeIn } from '@shared/catalogues/cnae'
import { PROVINCES, provinceName } from '@shared/catalogues/provinces'
import { CLIENT_STATUSES } from '@shared/wire/client-statuses'
import { matchesWords } from '@shared/text'
import { useCatalogueStore } from '../stores/catalogue-store'
import { useClientText } from './useClientText'

const collator = new Intl.Collator('es', { sensitivity: 'base' })

/** Provinces by name, as people look them up (not by INE code). */
export function provinceOptions(codes: readonly number[] = PROVINCES.map((p) => p.code)) {
  return codes
    .map((code) => ({ value: code, label: provinceName(code) }))
    .sort((a, b) => collator.compare(a.label, b.label))
}

/** NSelect's `filter` by name, typed without accents: «avila» finds «Ávila». */
export function labelFilter(pattern: string, option: SelectOption): boolean {
  return matchesWords(String(option.label ?? ''), pattern)
}

/** The service's CNAEs (all of them, or the ids given) as options, labelled by code and title. */
export const cnaeOptions = (
  entries: readonly CnaeEntry[],
  ids: readonly number[] = entries.map((entry) => entry.id),
) => ids.map((id) => ({ value: id, label: cnaeLabelIn(entries, id) }))

/**
 * NSelect's `filter`, backed by the shared CNAE search (code prefix or every word of the title,
 * ignoring accents). NSelect asks once per option, so one search serves the whole pattern.
 */
export function createCnaeFilter(
  entries: () => readonly CnaeEntry[],
): (pattern: string, option: SelectOption) => boolean {
  let last: string | null = null
  let searched: readonly CnaeEntry[] | null = null
  let matches = new Set<number>()
  return (pattern, option) => {
    const list = entries()
    if (pattern !== last || list !== searched) {
      last = pattern
      searched = list
      matches = new Set(searchCnaeIn(list, pattern, list.length).map((entry) => entry.id))
    }
    return typeof option.value === 'number' && matches.has(option.value)
  }
}

/** Options of the edit form's selects that depend on the language or on the catalogue. */
export function useClientOptions(currentStatus: () => number | null): {
  statuses: ComputedRef<SelectOption[]>
  applicants: ComputedRef<SelectOption[]>
  actions: ComputedRef<SelectOption[]>
} {
  const { statusLabel } = useClientText()
  const catalogue = useCatalogueStore()
  return {
    // An unknown status the client already has stays selectable, shown as «Estado N».
    statuses: computed(() => {
      const values: number[] = CLIENT_STATUSES.map((s) => s.value)
      const current = currentStatus()
      if (current !== null && !values.includes(current)) values.push(current)
      return values.map((value) => ({ value, label: statusLabel(value) }))
    }),
    applicants: computed(() =>
      catalogue.catalogue.applicants.map((a) => ({ value: a.id, label: a.name })),
    ),
    actions: computed(() =>
      catalogue.catalogue.actionGroups.map((group) => ({
        type: 'group',
        key: group.name,
        label: group.name,
        children: group.items.map((item) => ({ value: item.id, label: item.name })),
      })),
    ),
  }
}
