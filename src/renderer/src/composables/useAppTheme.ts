import { darkTheme, type GlobalTheme, useOsTheme } from 'naive-ui'
import { computed, type ComputedRef, watchEffect } from 'vue'
import { type Theme } from '@shared/settings'

/** Light or dark as the user chose, or as the OS says when they chose «según el sistema». */
export function useAppTheme(choice: () => Theme | undefined): {
  effective: ComputedRef<'light' | 'dark'>
  naiveTheme: ComputedRef<GlobalTheme | null>
} {
  const os = useOsTheme()
  const effective = computed<'light' | 'dark'>(() => {
    const chosen = choice() ?? 'system'
    if (chosen !== 'system') return chosen
    return os.value === 'dark' ? 'dark' : 'light'
  })
  watchEffect(() => {
    document.documentElement.dataset['theme'] = effective.value
    document.documentElement.style.colorScheme = effective.value
  })
  return { effective, naiveTheme: computed(() => (effective.value === 'dark' ? darkTheme : null)) }
}
