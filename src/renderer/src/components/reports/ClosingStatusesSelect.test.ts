import { afterAll, describe, expect, it } from 'vitest'
import { appError } from '@shared/errors'
import { type StatusList } from '@shared/statuses'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { bodyElement, bodyText } from '../../../../../test/support/page-queries'
import ClosingStatusesSelect from './ClosingStatusesSelect.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

const status = (id: number, name: string) => ({ id, name, initial_state: false, template: null })
const STATUSES: StatusList = {
  groups: [
    { id: 1, name: 'Preparación', status: [status(11, 'Borrador')] },
    // A group with no status has nothing to choose: it is not offered.
    { id: 3, name: 'Vacío', status: [] },
    { id: 4, name: '', status: [status(45, 'Concedida'), status(46, '')] },
  ],
  fetchedAt: 0,
  source: 'cache',
  stale: false,
}

async function mounted(modelValue: number[], language: 'es' | 'en' = 'es') {
  const chosen: number[][] = []
  mountComponent(ClosingStatusesSelect, {
    props: { modelValue, 'onUpdate:modelValue': (ids: number[]) => chosen.push(ids) },
    language,
  })
  await settle()
  return chosen
}

async function openMenu() {
  bodyElement('closing-statuses')
    .querySelector('.n-base-selection')
    ?.dispatchEvent(new MouseEvent('click', { bubbles: true }))
  await settle()
}

describe('«Estados de cierre»', () => {
  it('offers the kept statuses list under each group’s name, a nameless one as «—»', async () => {
    const chosen = await mounted([11])
    // The list main keeps (from its cache), not a refresh from the service.
    expect(bridge.only('statuses.list').args).toEqual({ refresh: false })
    await bridge.only('statuses.list').answer(ok(STATUSES))
    await openMenu()
    const menu = [
      ...document.querySelectorAll('.n-base-select-group-header, .n-base-select-option'),
    ]
    expect(menu.map((item) => item.textContent?.trim())).toEqual([
      'Preparación',
      'Borrador',
      '—',
      'Concedida',
      '—',
    ])
    // The name a screen reader hears is the control's.
    expect(bodyElement('closing-statuses').querySelector('input')?.getAttribute('aria-label')).toBe(
      'Estados de cierre',
    )
    const concedida = [...document.querySelectorAll<HTMLElement>('.n-base-select-option')].find(
      (item) => item.textContent?.trim() === 'Concedida',
    )
    concedida?.click()
    await settle()
    expect(chosen).toEqual([[11, 45]])
  })

  it('says why there is nothing to choose when the statuses list cannot be had', async () => {
    await mounted([], 'en')
    await bridge
      .only('statuses.list')
      .answer({ ok: false, error: appError('error.no_expert.no_expert_token', {}) })
    expect(bodyText('closing-statuses-field')).toContain('Your account has no expert access')
    expect(bodyText('closing-statuses-field')).not.toContain('The service does not mark them')
  })
})
