// @vitest-environment happy-dom
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { mountComponent } from '../../../../../test/support/mount-component'
import {
  answerSettings,
  installFakeBridge,
  ok,
  settle,
} from '../../../../../test/support/fake-bridge'
import { useSettingsStore } from '../../stores/settings-store'
import ExportDialog from './ExportDialog.vue'

const bridge = installFakeBridge()
afterEach(() => document.body.replaceChildren())
afterAll(() => bridge.uninstall())

const settings = answerSettings(bridge)
bridge.always('export.columns', () =>
  ok([
    { key: 'business_name', header: 'Nombre o razón social' },
    { key: 'nif', header: 'NIF, CIF o NIE' },
    { key: 'email', header: 'Correo electrónico' },
  ]),
)

/** The export dialog of the clients list, opened in a fresh app once it has read the settings. */
async function openDialog(language: 'es' | 'en' = 'es') {
  const dialog = mountComponent(ExportDialog, {
    language,
    props: { source: { kind: 'clients', query: {} }, dataset: 'clients', show: false },
  })
  await useSettingsStore().load()
  // The shell passes its props down to the dialog: «Exportar» pressed.
  await dialog.setProps({ show: true } as Parameters<typeof dialog.setProps>[0])
  await settle()
  return dialog
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
  })
})
