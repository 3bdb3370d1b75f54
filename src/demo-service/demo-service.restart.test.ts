import { describe, expect, it } from 'vitest'
import { type Client } from '@shared/wire/client'
import { call, EMAIL, login, startDemoService } from '../../test/support/demo-service-http'

describe('restart with the same state', () => {
  it('keeps edits and sessions on the same port, as a restarted service would', async () => {
    const first = await startDemoService({ clients: 40, concessions: 100 })
    const port = Number(new URL(first.url).port)
    const admin = await login(first, EMAIL.admin)
    const id = first.state.clients
      .sorted({ field: 'id', descending: false })
      .find((r) => r.client.platform_data.id === 1)?.client.id
    const patched = await admin.asExpert<Client>(`/api/v2/clients/${id}`, {
      method: 'PATCH',
      json: { notes: 'Antes del reinicio' },
    })
    expect(patched.status).toBe(200)
    await first.close()
    await expect(call(first, '/api/v2/schema/')).rejects.toThrow()

    const second = await startDemoService({ port, state: first.state })
    try {
      expect(second.url).toBe(first.url)
      const again = await admin.asExpert<Client>(`/api/v2/clients/${id}`)
      expect(again.status).toBe(200)
      expect(again.body.notes).toBe('Antes del reinicio')
      const relogin = await login(second, EMAIL.admin)
      expect(relogin.token).not.toBe(admin.token)
    } finally {
      await second.close()
    }
  })

  it('keeps the dialect of the state, and refuses another one', async () => {
    const first = await startDemoService({ clients: 20, concessions: 0, dialect: 'vendor' })
    await first.close()
    await expect(startDemoService({ state: first.state, dialect: 'interface' })).rejects.toThrow(
      RangeError,
    )
    const second = await startDemoService({ state: first.state })
    try {
      expect(second.dialect).toBe('vendor')
      const session = await login(second, EMAIL.user)
      expect((await session.asUser('/api/v2/users/usage-statistics/')).status).toBe(200)
    } finally {
      await second.close()
    }
  })
})
