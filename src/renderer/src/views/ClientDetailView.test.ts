import { afterAll, describe, expect, it } from 'vitest'
import { EMPTY_CATALOGUE } from '@shared/catalogue'
import { DEFAULT_REPORT_SETTINGS } from '@shared/reports/report-settings'
import { makeClient } from '../../../../test/fixtures/client'
import { OPTIONS } from '../../../../test/support/case-fixtures'
import { mountComponent } from '../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../test/support/fake-bridge'
import ClientDetailView from './ClientDetailView.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())
bridge.always('catalogue.get', () => ok(EMPTY_CATALOGUE))
bridge.always('outbox.summary', () => ok({ pending: 0, conflicts: 0, failed: 0 }))

const CLIENT = makeClient(1001, {
  nif: 'B28055374',
  business_name: 'Artes Gráficas Alcobendas S.L.',
})
bridge.always('clients.get', () =>
  ok({ client: CLIENT, pendingFields: [], conflict: false, syncedAt: null }),
)

async function tabs(availability: 'yes' | 'no'): Promise<string[]> {
  bridge.always('cases.options', () =>
    ok(
      availability === 'yes' ? OPTIONS : { ...OPTIONS, availability, catalogue: [], templates: [] },
    ),
  )
  const wrapper = mountComponent(ClientDetailView, { props: { id: CLIENT.id } })
  await settle()
  return wrapper.findAll('[role="tab"]').map((tab) => tab.attributes('data-testid') ?? '')
}

describe('a client’s record', () => {
  it('has an «Expedientes» tab only where the service has case files', async () => {
    expect(await tabs('yes')).toEqual(['tab-record', 'tab-cases'])
    document.body.replaceChildren()
    expect(await tabs('no')).toEqual(['tab-record'])
  })
})

describe('«Informe de ayudas» on a client’s record', () => {
  it('opens the report’s dialog for this client, its days of staleness from «Ajustes»', async () => {
    bridge.always('cases.options', () => ok(OPTIONS))
    mountComponent(ClientDetailView, { props: { id: CLIENT.id } })
    await settle()
    const button = document.body.querySelector<HTMLButtonElement>('[data-testid="client-report"]')
    expect(button?.textContent?.trim()).toBe('Informe de ayudas')
    button?.click()
    await settle()
    const template = { subject: 's', body: 'b' }
    await bridge.only('reportSettings.get').answer(
      ok({
        settings: { ...DEFAULT_REPORT_SETTINGS, staleDays: 90 },
        logo: null,
        effectiveTemplates: { es: template, en: template },
        defaultTemplates: { es: template, en: template },
      }),
    )
    expect(bridge.only('reports.clientPlan').args).toEqual({ clientIds: [1001], staleDays: 90 })
    expect(document.body.querySelector('[data-testid="client-report-dialog"]')).not.toBeNull()
  })
})
