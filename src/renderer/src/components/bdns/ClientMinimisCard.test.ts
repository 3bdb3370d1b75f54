import { afterAll, describe, expect, it } from 'vitest'
import { type ClientMinimis } from '@shared/bdns/client-minimis-report'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { typeInto } from '../../../../../test/support/page-queries'
import { useScreenNoticesStore } from '../../stores/screen-notices-store'
import ClientMinimisCard from './ClientMinimisCard.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

const CLIENT = {
  id: 7,
  nif: 'B19520063',
  business_name: 'Embutidos Molina S.L.',
  address: 'Calle Mayor 1',
}
const REPORT: ClientMinimis = {
  nif: 'B19520063',
  asOf: '2026-11-28',
  group: {
    id: 1,
    name: 'Grupo Molina',
    members: [
      { nif: 'B19520063', clientId: 7, name: 'Embutidos Molina S.L.' },
      { nif: 'B28055374', clientId: 9, name: 'Molina Distribución' },
    ],
  },
  summary: {
    window: { from: '2023-11-29', to: '2026-11-28' },
    aid: [
      {
        nif: 'B19520063',
        bdns_code: '700001',
        granted_on: '2025-03-10',
        regulation: '2023/2831',
        grantor: 'Junta',
        amount: 250000,
      },
      {
        nif: 'B28055374',
        bdns_code: '700002',
        granted_on: '2026-01-10',
        regulation: '1408/2013',
        grantor: null,
        amount: 30000,
      },
    ],
    ceilings: [
      { regulation: '2023/2831', ceiling: 300000, used: 280000, left: 20000, over: false },
      { regulation: '2023/2832', ceiling: 750000, used: 280000, left: 470000, over: false },
      { regulation: '1408/2013', ceiling: 25000, used: 30000, left: -5000, over: true },
      { regulation: '717/2014', ceiling: 30000, used: 0, left: 30000, over: false },
    ],
    other: 2,
    undated: 0,
  },
  sources: [{ nif: 'B19520063', fetchedAt: Date.UTC(2026, 10, 28, 8, 0), stale: false }],
}

const el = (testId: string) => {
  const found = document.body.querySelector<HTMLElement>(`[data-testid="${testId}"]`)
  if (!found) throw new Error(`no ${testId}`)
  return found
}
const text = (testId: string) =>
  (el(testId).textContent ?? '')
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

async function opened() {
  mountComponent(ClientMinimisCard, { props: { client: CLIENT } })
  await settle()
  const asked = bridge.only('bdns.minimis')
  expect(asked.args).toEqual({ nif: 'B19520063', refresh: false })
  await asked.answer(ok(REPORT))
}

describe('a client’s de minimis from the official registry', () => {
  it('shows the window, its group, each ceiling’s headroom with the passed one flagged, and the aid', async () => {
    await opened()
    expect(text('client-minimis-window')).toBe('Tres años: del 29/11/2023 al 28/11/2026.')
    expect(text('client-minimis-group')).toBe(
      'Empresa única «Grupo Molina»: se suman las ayudas de sus 2 empresas.',
    )
    const left = [...document.body.querySelectorAll('[data-testid="client-minimis-left"]')].map(
      (cell) =>
        (cell.textContent ?? '')
          .replace(/\u00a0/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
    )
    expect(left).toEqual(['20.000,00 €', '470.000,00 €', '-5.000,00 € Superado', '30.000,00 €'])
    expect(text('client-minimis-aid')).toContain('10/03/2025')
    expect(document.body.textContent).toContain('2 ayudas más no son de minimis y no cuentan.')
  })

  it('«¿Cabe una ayuda de…?» says which ceilings an amount would pass', async () => {
    await opened()
    const input = el('client-minimis-amount').querySelector('input') as HTMLInputElement
    input.value = '25000'
    input.dispatchEvent(new Event('input'))
    input.dispatchEvent(new Event('blur'))
    await settle()
    expect(text('client-minimis-fit')).toBe('No cabe: superaría General (2023/2831).')
    input.value = '15000'
    input.dispatchEvent(new Event('input'))
    input.dispatchEvent(new Event('blur'))
    await settle()
    expect(text('client-minimis-fit')).toBe('Cabe: no supera ningún techo.')
  })

  it('the declaration is written with the aid asked for and the client’s name and address', async () => {
    await opened()
    el('client-minimis-declare').click()
    await settle()
    await typeInto('declaration-grant', 'Kit Digital 2026')
    el('declaration-save').click()
    await settle()
    expect(bridge.only('bdns.exportDeclaration').args).toEqual({
      nif: 'B19520063',
      grant: 'Kit Digital 2026',
      place: null,
      name: 'Embutidos Molina S.L.',
      address: 'Calle Mayor 1',
      representative: null,
      representativeNif: null,
    })
    await bridge
      .only('bdns.exportDeclaration')
      .answer(ok({ path: '/tmp/declaracion.docx', aid: 2, nifs: ['B19520063'] }))
    expect(useScreenNoticesStore().notices.map((notice) => notice.text)).toEqual([
      'Declaración guardada: declaracion.docx',
    ])
  })
})
