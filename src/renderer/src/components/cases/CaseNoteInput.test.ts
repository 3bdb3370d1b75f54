import { describe, expect, it } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import { FIELD_LIMITS } from '@shared/limits'
import { mountComponent } from '../../../../../test/support/mount-component'
import CaseNoteInput from './CaseNoteInput.vue'

describe('a case file’s free text', () => {
  it('takes what is typed, up to the service’s limit, named and marked optional', async () => {
    const text = ref('')
    const Holder = defineComponent({
      setup: () => () =>
        h(CaseNoteInput, {
          modelValue: text.value,
          'onUpdate:modelValue': (value: string) => (text.value = value),
          label: 'Observación',
        }),
    })
    const area = mountComponent(Holder).get('textarea')
    expect(area.attributes('aria-label')).toBe('Observación')
    expect(area.attributes('placeholder')).toBe('Opcional')
    expect(area.attributes('maxlength')).toBe(String(FIELD_LIMITS.caseNote))
    await area.setValue('Resolución publicada')
    expect(text.value).toBe('Resolución publicada')
  })
})
