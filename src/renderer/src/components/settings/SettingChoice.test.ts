import { describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { THEMES, type Theme } from '@shared/settings'
import { mountComponent } from '../../../../../test/support/mount-component'
import SettingChoice from './SettingChoice.vue'

describe('a setting chosen among a few', () => {
  it('offers each choice by its name, the current one checked, and says the one picked', async () => {
    const picked: Theme[] = []
    const Section = defineComponent({
      setup: () => () =>
        h(SettingChoice<Theme>, {
          modelValue: 'light',
          name: 'theme',
          choices: THEMES,
          'onUpdate:modelValue': (theme: Theme) => picked.push(theme),
        }),
    })
    const wrapper = mountComponent(Section)
    expect(wrapper.get('label').text()).toBe('Apariencia')
    const light = wrapper.get('[data-testid="theme-light"] input')
    expect((light.element as HTMLInputElement).checked).toBe(true)
    expect(wrapper.get('[data-testid="theme-dark"]').text()).toBe('Oscuro')
    await wrapper.get('[data-testid="theme-dark"] input').trigger('change')
    expect(picked).toEqual(['dark'])
  })
})
