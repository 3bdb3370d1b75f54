import { darkTheme, type GlobalTheme, type GlobalThemeOverrides, useOsTheme } from 'naive-ui'
import { computed, type ComputedRef, watchEffect } from 'vue'
import { type Theme } from '@shared/settings'
import { themeOverrides } from '../theme/overrides'
import { PALETTES } from '../theme/palette'

/** Light or dark as the user chose, or as the OS says when they chose «según el sistema». */
export function useAppTheme(choice: () => Theme | undefined): {
  effective: ComputedRef<'light' | 'dark'>
  naiveTheme: ComputedRef<GlobalTheme | null>
  overrides: ComputedRef<GlobalThemeOverrides>
} {
  const os = useOsTheme()
  const effective = computed<'light' | 'dark'>(() => {
    const chosen = choice() ?? 'system'
    if (chosen !== 'system') return chosen
    return os.value === 'dark' ? 'dark' : 'light'
  })
  const palette = computed(() => PALETTES[effective.value])
  watchEffect(() => {
    const root = document.documentElement
    root.dataset['theme'] = effective.value
    root.style.colorScheme = effective.value
    // For the app's own styles (global.css and the screens'): the same colours naive-ui uses.
    root.style.setProperty('--gd-focus-ring', palette.value.focusRing)
    root.style.setProperty('--gd-text-secondary', palette.value.text.secondary)
  })
  return {
    effective,
    naiveTheme: computed(() => (effective.value === 'dark' ? darkTheme : null)),
    overrides: computed(() => themeOverrides(palette.value)),
  }
}
