import { afterAll, describe, expect, it } from 'vitest'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { OPTIONS } from '../../../../../test/support/case-fixtures'
import { bodyElement, bodyText } from '../../../../../test/support/page-queries'
import CaseAssignDialog from './CaseAssignDialog.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())
bridge.always('cases.options', () => ok(OPTIONS))

describe('«Asignar a…» (SC-CASE-15)', () => {
  it('offers the other available experts and sends nothing until one is chosen', async () => {
    mountComponent(CaseAssignDialog, { props: { show: true, ids: [4, 9], current: 6 } })
    await settle()
    expect(document.body.textContent).toContain('Asignar 2 expedientes')
    expect(bodyElement<HTMLButtonElement>('case-assign-save').disabled).toBe(true)
    expect(bodyText('case-assign-dialog')).not.toContain('Luis Gil')
    expect(bridge.pending('cases.assign')).toHaveLength(0)
  })
})
