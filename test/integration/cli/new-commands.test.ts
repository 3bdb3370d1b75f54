import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDemoService, type DemoService } from '../../../src/demo-service/server'
import { connectionTo, runCli, sessionEnv } from '../../support/cli'
import { DIALECTS } from '../../support/test-app'

/**
 * `clients create` (SC-CLIENT-6) and `cases assign` (SC-CASE-15), in this process against the
 * demo service, in both dialects: their JSON, their usage errors that send nothing (exit 2), and a
 * service refusing (exit 1).
 */
describe.each(DIALECTS)('grants-desk clients create and cases assign (%s)', (dialect) => {
  let demoService: DemoService
  let connection: string[]
  let env: Record<string, string>
  const cli = (...args: string[]) => runCli([...args, ...connection], { env })
  const posts = (path: string) =>
    demoService.control.requests.filter((r) => r.method === 'POST' && r.path === path)

  beforeAll(async () => {
    demoService = await createDemoService({ dialect, clients: 60, concessions: 0 })
    connection = connectionTo(demoService.url)
    env = await sessionEnv(demoService.url)
  })
  afterAll(() => demoService.close())

  it('clients create prints the client the service made', async () => {
    const made = await cli(
      ...['clients', 'create', '--nif', '12345678z', '--name', 'Talleres Nuevos SL'],
      ...['--email', 'hola@talleresnuevos.es', '--phone', '600000006'],
    )
    expect(made.code, made.stderr).toBe(0)
    const client = JSON.parse(made.stdout) as Record<string, unknown>
    expect(client).toMatchObject({
      nif: '12345678Z',
      business_name: 'Talleres Nuevos SL',
      email: 'hola@talleresnuevos.es',
      phone: '600000006',
    })
    const again = await cli('clients', 'create', '--nif', '12345678Z')
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('Ya existe un cliente con el NIF 12345678Z')
  })

  it('clients create checks the NIF and the e-mail before sending anything (exit 2)', async () => {
    const before = posts('/api/v2/clients/').length
    for (const args of [[], ['--nif', '12345678A'], ['--nif', 'B00000000', '--email', 'x']]) {
      const refused = await cli('clients', 'create', ...args)
      expect(refused.code, args.join(' ')).toBe(2)
    }
    expect(posts('/api/v2/clients/')).toHaveLength(before)
  })

  it('cases assign gives case files to an expert; usage errors send nothing', async () => {
    const listed = await cli('cases', 'list')
    const ids = (JSON.parse(listed.stdout) as { results: { id: number }[] }).results
      .slice(0, 2)
      .map((row) => row.id)
    const assigned = await cli('cases', 'assign', ids.join(','), '--expert', '302')
    expect(assigned.code, assigned.stderr).toBe(0)
    expect(JSON.parse(assigned.stdout)).toEqual({
      ids,
      expert_id: 302,
      response: expect.stringContaining('Se han asignado 2 expedientes') as string,
    })
    for (const id of ids) expect(demoService.state.cases.get(id)?.expertId).toBe(302)
    const before = posts('/api/v2/forms/expert-assign/').length
    expect((await cli('cases', 'assign', ids.join(','))).code).toBe(2)
    expect((await cli('cases', 'assign', '--expert', '302')).code).toBe(2)
    expect(posts('/api/v2/forms/expert-assign/')).toHaveLength(before)
    const unknown = await cli('cases', 'assign', String(ids[0]), '--expert', '999')
    expect(unknown.code).toBe(1)
  })
})

describe.each(DIALECTS)('case files by identifier and statuses by name (%s)', (dialect) => {
  let demoService: DemoService
  let connection: string[]
  let env: Record<string, string>
  const cli = (...args: string[]) => runCli([...args, ...connection], { env })

  beforeAll(async () => {
    demoService = await createDemoService({ dialect, clients: 60, concessions: 0 })
    connection = connectionTo(demoService.url)
    env = await sessionEnv(demoService.url)
  })
  afterAll(() => demoService.close())

  it('cases get and cases status take an identifier as well as an id', async () => {
    const listed = await cli('cases', 'list')
    const [row] = (JSON.parse(listed.stdout) as { results: { id: number; identifier: string }[] })
      .results
    if (!row) throw new Error('no case file')
    const byIdentifier = await cli('cases', 'get', row.identifier.toLowerCase())
    expect(byIdentifier.code, byIdentifier.stderr).toBe(0)
    expect((JSON.parse(byIdentifier.stdout) as { id: number }).id).toBe(row.id)
    const changed = await cli('cases', 'status', row.identifier, '--status', 'Presentada')
    expect(changed.code, changed.stderr).toBe(0)
    expect(JSON.parse(changed.stdout)).toMatchObject({
      ids: [row.id],
      status_group: { id: 2, name: 'Presentación' },
      current_status: { id: 22, name: 'Presentada' },
    })
    const missing = await cli('cases', 'get', 'EXP-1999-99999')
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('No hay ningún expediente con el identificador EXP-1999-99999')
  })

  it('a status name several groups have, or none, is a usage error naming the valid ones', async () => {
    demoService.control.setReadings({ statusTemplates: 'bound' })
    try {
      const list = await cli('cases', 'list', '--status', 'presentada')
      expect(list.code, list.stderr).toBe(0)
      const unknown = await cli('cases', 'list', '--status', 'Inexistente')
      expect(unknown.code).toBe(2)
      expect(unknown.stderr).toContain('No hay ningún estado ni grupo llamado «Inexistente»')
      expect(unknown.stderr).toContain('2/22 (Presentación · Presentada)')
    } finally {
      demoService.control.setReadings({ statusTemplates: 'seeded' })
    }
    const byGroupName = await cli('cases', 'list', '--status-group', 'presentación')
    expect(byGroupName.code, byGroupName.stderr).toBe(0)
    for (const row of (
      JSON.parse(byGroupName.stdout) as { results: { status_group: { id: number } }[] }
    ).results) {
      expect(row.status_group.id).toBe(2)
    }
  })
})
