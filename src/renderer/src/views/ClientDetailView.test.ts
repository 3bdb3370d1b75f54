// @vitest-environment happy-dom
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { EMPTY_CATALOGUE } from '@shared/catalogue'
import { makeClient } from '../../../../test/fixtures/client'
import { OPTIONS } from '../../../../test/support/case-fixtures'
import { mountComponent } from '../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../test/support/fake-bridge'
import ClientDetailView from './ClientDetailView.vue'

const bridge = installFakeBridge()
afterEach(() => document.body.replaceChildren())
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
