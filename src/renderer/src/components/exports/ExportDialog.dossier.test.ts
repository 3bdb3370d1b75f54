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
answerSettings(bridge)

/** «Exportar ficha» of client 7, opened once the settings are read. */
async function openDossier(language: 'es' | 'en' = 'es') {
  const dialog = mountComponent(ExportDialog, {
    language,
    props: { source: { kind: 'dossier', clientId: 7 }, dataset: null, show: false },
  })
  await useSettingsStore().load()
  await dialog.setProps({ show: true } as Parameters<typeof dialog.setProps>[0])
  await settle()
  return dialog
}

function element<T extends HTMLElement = HTMLElement>(testId: string): T {
  const found = document.body.querySelector<T>(`[data-testid="${testId}"]`)
  if (!found) throw new Error(`sin ${testId}`)
  return found
}
const has = (testId: string) => document.body.querySelector(`[data-testid="${testId}"]`) !== null

const DONE = {
  status: 'done',
  path: '/tmp/ficha.xlsx',
  fileName: 'ficha.xlsx',
  rows: 40,
  requests: 7,
  confirmedRequests: null,
}

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
