import { describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { mountComponent } from '../../../../test/support/mount-component'
import { useScreenNoticesStore } from '../stores/screen-notices-store'
import { useScreenNotice } from './useScreenNotice'

describe('a screen’s notice of its own work', () => {
  it('replaces the caller’s previous notice, leaves others, and says nothing once the screen is gone', () => {
    let notify: ReturnType<typeof useScreenNotice> = () => undefined
    const Worker = defineComponent({
      setup() {
        notify = useScreenNotice()
        return () => h('div')
      },
    })
    const wrapper = mountComponent(Worker)
    const store = useScreenNoticesStore()
    store.push({ kind: 'success', title: 'Exportado', text: 'a.csv', testId: 'export-done' })

    notify({ kind: 'success', text: 'Datos traídos del servicio.', testId: 'refreshed' })
    notify({ kind: 'success', text: 'Datos traídos otra vez.', testId: 'refreshed' })
    expect(store.notices.map((n) => n.text)).toEqual(['a.csv', 'Datos traídos otra vez.'])

    wrapper.unmount()
    notify({ kind: 'info', text: 'Consulta cancelada', testId: 'cancelled' })
    expect(store.notices.map((n) => n.text)).toEqual(['a.csv', 'Datos traídos otra vez.'])
  })
})
