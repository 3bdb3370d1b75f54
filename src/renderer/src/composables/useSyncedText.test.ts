import { describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { mountComponent } from '../../../../test/support/mount-component'
import { useSyncedText } from './useSyncedText'

function say(list: 'cases' | 'clients', syncedAt: number | null, language: 'es' | 'en' = 'es') {
  const Shown = defineComponent({
    setup() {
      const syncedText = useSyncedText(list)
      return () => h('p', syncedText(syncedAt))
    },
  })
  return mountComponent(Shown, { language }).text()
}

describe('when a list kept here was synchronised', () => {
  it('says when, or that it never was, in each list’s own words', () => {
    const at = new Date(2026, 2, 9, 10, 5).getTime()
    expect(say('clients', at)).toBe('Actualizado el 09/03/2026 10:05')
    expect(say('clients', null)).toBe('Aún sin sincronizar')
    expect(say('cases', at, 'en')).toBe('Updated 09/03/2026 10:05')
    expect(say('clients', at, 'en')).toBe('Updated on 09/03/2026 10:05')
  })
})
