import { afterAll, describe, expect, it } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import { type BridgeResult } from '@shared/bridge'
import { appError } from '@shared/errors'
import { mountComponent } from '../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../test/support/fake-bridge'
import { useRecord } from './useRecord'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

/** A page showing record `id`, reading it from answers the test gives. */
function mountPage() {
  const id = ref(7)
  const asked: number[] = []
  const answers: BridgeResult<string>[] = []
  const shown: { value: string | null; error: string | null }[] = []
  const Page = defineComponent({
    setup() {
      const record = useRecord({
        id: () => id.value,
        read: (which) => {
          asked.push(which)
          return Promise.resolve(answers.shift() ?? ok(`expediente ${which}`))
        },
        changed: 'cases.changed',
        concerns: (ids, which) => ids.length === 0 || ids.includes(which),
      })
      return () => {
        shown.push({ value: record.value.value, error: record.error.value?.code ?? null })
        return h('p', record.value.value ?? '')
      }
    },
  })
  const wrapper = mountComponent(Page)
  return { wrapper, id, asked, answers, last: () => shown.at(-1) }
}

describe('a record’s page', () => {
  it('reads the record when it opens, and another one when it shows another', async () => {
    const { wrapper, id, asked } = mountPage()
    await settle()
    expect(wrapper.text()).toBe('expediente 7')
    id.value = 9
    await settle()
    expect(wrapper.text()).toBe('expediente 9')
    expect(asked).toEqual([7, 9])
  })

  it('reads it again when main says it changed, not when others did', async () => {
    const { asked } = mountPage()
    await settle()
    await bridge.emit('cases.changed', { ids: [3, 4] })
    expect(asked).toEqual([7])
    await bridge.emit('cases.changed', { ids: [7] })
    await bridge.emit('cases.changed', { ids: [] })
    expect(asked).toEqual([7, 7, 7])
  })

  it('keeps what it showed when a read fails, and says why', async () => {
    const { answers, last, id } = mountPage()
    await settle()
    answers.push({ ok: false, error: appError('error.no_session.signed_out', {}) })
    id.value = 9
    await settle()
    expect(last()).toEqual({ value: 'expediente 7', error: 'no_session' })
  })
})
