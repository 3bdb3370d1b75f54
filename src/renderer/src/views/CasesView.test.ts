import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { type CasePage, type CaseRow } from '@shared/cases/cases'
import { mountComponent } from '../../../../test/support/mount-component'
import { answerSettings, installFakeBridge, ok, settle } from '../../../../test/support/fake-bridge'
import { OPTIONS } from '../../../../test/support/case-fixtures'
import { bodyElement, typeInto } from '../../../../test/support/page-queries'
import { useSettingsStore } from '../stores/settings-store'
import CasesView from './CasesView.vue'

const bridge = installFakeBridge()
const settings = answerSettings(bridge)
afterEach(() => {
  document.body.replaceChildren()
  settings.reset()
})
afterAll(() => bridge.uninstall())
bridge.always('cases.options', () => ok(OPTIONS))
bridge.always('outbox.summary', () => ok({ pending: 0, conflicts: 0, failed: 0 }))

const row = (id: number, group: number | null, extra: Partial<CaseRow> = {}): CaseRow => ({
  id,
  identifier: `EXP-2026-0${id}`,
  title: `Expediente ${id}`,
  clientId: 1,
  clientName: 'Talleres Ana SL',
  clientNif: 'B12345674',
  statusGroup:
    group === null ? null : { id: group, name: group === 10 ? 'Preparación' : 'Resolución' },
  status:
    group === null ? null : { id: group * 10 + 1, name: group === 10 ? 'Borrador' : 'Concedido' },
  requestedAmount: 1000,
  awardedAmount: null,
  presentationDate: '2026-03-01',
  concessionDate: null,
  expertId: 301,
  expertName: 'Laura Gómez',
  archived: false,
  pending: 'none',
  nextDeadline: null,
  ...extra,
})
const page = (rows: CaseRow[], extra: Partial<CasePage> = {}): CasePage => ({
  availability: 'yes',
  rows,
  total: rows.length,
  syncedAt: 1,
  syncing: false,
  unarchive: true,
  archivedMatches: null,
  ...extra,
})

async function mounted(first: CasePage) {
  const wrapper = mountComponent(CasesView)
  await useSettingsStore().load()
  await settle()
  await bridge.only('cases.query').answer(ok(first))
  return wrapper
}
const headers = () =>
  [...document.body.querySelectorAll('[data-testid="cases-table"] th[data-column]')].map((th) =>
    th.getAttribute('data-column'),
  )

describe('«Expedientes»', () => {
  it('keeps the identifier whole and fixed at the left, the status as a chip coloured by group', async () => {
    await mounted(page([row(4321, 10, { pending: 'pending' }), row(4322, 20), row(4323, null)]))
    const table = bodyElement('cases-table')
    const identifier = table.querySelector('th[data-column="identifier"]')
    expect(identifier?.classList.contains('fixed')).toBe(true)
    const cell = table.querySelector('[data-testid="case-identifier"]')?.closest('td')
    expect(cell?.classList.contains('fixed')).toBe(true)
    // Never cut with «…»: the cell is not one of those that ellipsize.
    expect(cell?.classList.contains('cut')).toBe(false)
    expect(cell?.getAttribute('style')).toContain('left: 44px')

    const chips = [...table.querySelectorAll<HTMLElement>('[data-testid="case-status"]')]
    expect(chips.map((chip) => chip.textContent?.trim())).toEqual([
      'Preparación · Borrador',
      'Resolución · Concedido',
      'Sin estado',
    ])
    expect(chips.every((chip) => chip.classList.contains('status-chip'))).toBe(true)
    const hue = (chip: HTMLElement | undefined) => chip?.style.getPropertyValue('--chip')
    expect(hue(chips[0])).not.toBe(hue(chips[1]))
    expect(chips[2]?.classList.contains('none')).toBe(true)
  })

  it('«Columnas» hides and shows columns, kept in the settings; the identifier stays', async () => {
    await mounted(page([row(4321, 10)]))
    expect(headers()).toEqual([
      'identifier',
      'title',
      'client',
      'status',
      'next_deadline',
      'requested_amount',
      'awarded_amount',
      'presentation_date',
      'concession_date',
      'expert',
    ])
    bodyElement('cases-columns').click()
    await settle()
    expect(bodyElement('cases-column-identifier').classList.contains('n-checkbox--disabled')).toBe(
      true,
    )
    bodyElement('cases-column-awarded_amount').click()
    await settle()
    bodyElement('cases-column-expert').click()
    await settle()
    expect(settings.saved().hiddenCaseColumns).toEqual(['awarded_amount', 'expert'])
    expect(headers()).not.toContain('awarded_amount')
    expect(headers()).not.toContain('expert')
    expect(document.body.querySelectorAll('[data-testid="case-row"] td')).toHaveLength(1 + 8)

    // Shown again; hiding the sorted column sorts by the identifier.
    bodyElement('cases-column-expert').click()
    await settle()
    expect(settings.saved().hiddenCaseColumns).toEqual(['awarded_amount'])
    bodyElement('cases-column-presentation_date').click()
    await settle()
    expect(bridge.pending('cases.query').at(-1)?.args).toMatchObject({
      sort: { field: 'identifier', direction: 'asc' },
    })
  })

  it('a search that only archived case files match says so and switches to them', async () => {
    await mounted(page([row(4321, 10)]))
    bodyElement('cases-search').querySelector('input')?.dispatchEvent(new Event('focus'))
    await typeInto('cases-search', 'EXP-2026-04999')
    const asked = bridge.pending('cases.query').at(-1)
    expect(asked?.args).toMatchObject({ text: 'EXP-2026-04999', archived: false })
    await asked?.answer(ok(page([], { archivedMatches: 1 })))
    expect(bodyElement('cases-archived-matches').textContent?.replace(/\s+/g, ' ').trim()).toBe(
      '1 archivado coincide — Ver',
    )
    bodyElement('cases-archived-show').click()
    await settle()
    expect(bridge.pending('cases.query').at(-1)?.args).toMatchObject({
      text: 'EXP-2026-04999',
      archived: true,
    })
  })
})
