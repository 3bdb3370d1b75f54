import { describe, expect, it } from 'vitest'
import { NTag } from 'naive-ui'
import { defineComponent, h } from 'vue'
import { mountComponent } from '../../../../../test/support/mount-component'
import AppTag from './AppTag.vue'

describe('AppTag', () => {
  it('is smaller than a plain tag, without its border, coloured by its type', () => {
    const Holder = defineComponent({
      setup: () => () =>
        h('div', [
          h(AppTag, { type: 'warning', 'data-testid': 'app' }, { default: () => 'Archivado' }),
          h(NTag, { 'data-testid': 'plain' }, { default: () => 'Archivado' }),
        ]),
    })
    const wrapper = mountComponent(Holder)
    const app = wrapper.get('[data-testid="app"]')
    const plain = wrapper.get('[data-testid="plain"]')
    const cssVar = (style: string | undefined, name: string) =>
      new RegExp(`${name}: ([^;]+);`).exec(style ?? '')?.[1]
    const height = (tag: typeof app) =>
      parseFloat(cssVar(tag.attributes('style'), '--n-height') ?? '')
    expect(app.text()).toBe('Archivado')
    expect(height(app)).toBeLessThan(height(plain))
    expect(app.find('.n-tag__border').exists()).toBe(false)
    expect(plain.find('.n-tag__border').exists()).toBe(true)
    expect(cssVar(app.attributes('style'), '--n-text-color')).not.toBe(
      cssVar(plain.attributes('style'), '--n-text-color'),
    )
  })
})
