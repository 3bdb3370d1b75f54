import { afterAll, describe, expect, it } from 'vitest'
import { mountComponent } from '../../../../../test/support/mount-component'
import {
  answerSettings,
  installFakeBridge,
  ok,
  settle,
} from '../../../../../test/support/fake-bridge'
import { type DatasetKind } from '@shared/exports'
import { type ExportSourceInput } from '../../stores/exports-store'
import { useSettingsStore } from '../../stores/settings-store'
import ExportDialog from './ExportDialog.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

const settings = answerSettings(bridge)
bridge.always('export.columns', () =>
  ok([
    { key: 'business_name', header: 'Nombre o razón social' },
    { key: 'nif', header: 'NIF, CIF o NIE' },
    { key: 'email', header: 'Correo electrónico' },
  ]),
)

/** The export dialog of `source`, opened in a fresh app once it has read the settings. */
async function openExport(
  source: ExportSourceInput,
  dataset: DatasetKind | null,
  language: 'es' | 'en',
) {
  const dialog = mountComponent(ExportDialog, { language, props: { source, dataset, show: false } })
  await useSettingsStore().load()
  // The shell passes its props down to the dialog: «Exportar» pressed.
  await dialog.setProps({ show: true } as Parameters<typeof dialog.setProps>[0])
  await settle()
  return dialog
}
/** «Exportar» of the clients list. */
const openDialog = (language: 'es' | 'en' = 'es') =>
  openExport({ kind: 'clients', query: {} }, 'clients', language)
/** «Exportar ficha» of client 7, with the settings as they first are. */
function openDossier(language: 'es' | 'en' = 'es') {
  settings.reset()
  return openExport({ kind: 'dossier', clientId: 7 }, null, language)
}

const format = (name: string) => {
  const radio = document.body.querySelector<HTMLElement>(`[data-testid="export-format-${name}"]`)
  if (!radio) throw new Error(`sin formato ${name}`)
  return radio
}
function element<T extends HTMLElement = HTMLElement>(testId: string): T {
  const found = document.body.querySelector<T>(`[data-testid="${testId}"]`)
  if (!found) throw new Error(`sin ${testId}`)
  return found
}
const checked = () =>
  [...document.body.querySelectorAll<HTMLElement>('[data-testid^="export-format-"]')]
    .filter((radio) => radio.querySelector('input')?.checked)
    .map((radio) => radio.dataset['testid'])

const DONE = {
  status: 'done',
  path: '/tmp/ficha.xlsx',
  fileName: 'ficha.xlsx',
  rows: 40,
  requests: 7,
  confirmedRequests: null,
}

describe('the export dialog', () => {
  it('names the CSV for Spanish Excel as a CSV, and offers the format last chosen first', async () => {
    settings.reset()
    const first = await openDialog()
    expect(format('csv-excel').textContent).toContain('CSV para Excel (España)')
    expect(checked()).toEqual(['export-format-csv-excel'])

    format('xlsx').querySelector('input')?.click()
    await settle()
    expect(checked()).toEqual(['export-format-xlsx'])
    expect(settings.saved().exportFormat).toBe('xlsx')
    first.unmount()
    document.body.replaceChildren()

    // Another day: the dialog opens with Excel chosen, in English too.
    await openDialog('en')
    expect(checked()).toEqual(['export-format-xlsx'])
    expect(format('csv-excel').textContent).toContain('CSV for Excel (Spain)')
  })

  it('starts only with a column chosen, and writes those chosen in the list’s order', async () => {
    settings.reset()
    await openDialog()
    const start = () => element<HTMLButtonElement>('export-start')
    element('export-columns-none').click()
    await settle()
    expect(element('export-no-columns').textContent?.trim()).toBe('Elija al menos una columna.')
    expect(start().disabled).toBe(true)

    // Checked out of order.
    element('export-column-nif').click()
    await settle()
    element('export-column-business_name').click()
    await settle()
    expect(start().disabled).toBe(false)
    start().click()
    await settle()
    expect(bridge.only('export.start').args).toMatchObject({
      format: 'csv-excel',
      source: { kind: 'clients', query: {} },
      columns: ['business_name', 'nif'],
    })
    await bridge.only('export.start').answer(ok(DONE))
  })
})

const has = (testId: string) => document.body.querySelector(`[data-testid="${testId}"]`) !== null

describe('a dossier whose grants are not all kept', () => {
  it('says how many and what loading them costs, then exports with them when asked', async () => {
    const dialog = await openDossier()
    element('export-start').click()
    await settle()
    expect(bridge.only('export.start').args).toMatchObject({
      format: 'xlsx',
      source: { kind: 'dossier', clientId: 7 },
    })
    await bridge
      .only('export.start')
      .answer(ok({ status: 'grants-missing', grants: 3, requests: 7 }))
    expect(element('export-grants-missing').textContent).toContain(
      'El detalle de 3 convocatorias de sus oportunidades no se guarda aquí',
    )
    expect(element('export-grants-fetch').textContent?.trim()).toBe(
      'Cargar y exportar (hasta 7 consultas)',
    )
    expect(element<HTMLButtonElement>('export-start').disabled).toBe(true)

    element('export-grants-fetch').click()
    await settle()
    expect(has('export-grants-missing')).toBe(false)
    expect(bridge.only('export.start').args).toMatchObject({
      source: { kind: 'dossier', clientId: 7, grants: 'fetch' },
    })
    await bridge.only('export.start').answer(ok(DONE))
    expect(dialog.findComponent(ExportDialog).emitted('done')).toEqual([[DONE]])
  })

  it('exports without them when the user says so, in English too', async () => {
    await openDossier('en')
    element('export-start').click()
    await settle()
    await bridge
      .only('export.start')
      .answer(ok({ status: 'grants-missing', grants: 1, requests: 3 }))
    expect(element('export-grants-missing').textContent).toContain(
      'The detail of one grant of its opportunities is not kept here',
    )
    expect(element('export-grants-skip').textContent?.trim()).toBe('Export without it')
    element('export-grants-skip').click()
    await settle()
    expect(bridge.only('export.start').args).toMatchObject({
      source: { kind: 'dossier', clientId: 7, grants: 'skip' },
    })
    await bridge.only('export.start').answer(ok(DONE))
  })
})
