import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDemoService, type DemoService } from '../../../src/demo-service/server'
import { KIT_DIGITAL_ID } from '../../../src/demo-service/seed/grants'
import { type CliResult, connectionTo, newHome, runCli, sessionEnv } from '../../support/cli'
import { DIALECTS } from '../../support/test-app'

/**
 * `grants-desk grant ID|SLUG` in this process against the demo service, in both dialects (SC-GRANT-7):
 * its JSON, a closed grant (exit 0), a slug, usage errors that send nothing (exit 2), and a service
 * without these operations (exit 1).
 */

interface GrantOutput {
  id: number | null
  slug: string | null
  closed: boolean
  sections: Record<string, Record<string, unknown> | null>
  concessions?: string
}

const json = (result: CliResult): GrantOutput => JSON.parse(result.stdout) as GrantOutput

describe.each(DIALECTS)('grants-desk grant (%s dialect)', (dialect) => {
  let demoService: DemoService
  let connection: string[]
  let env: Record<string, string>
  const grantRequests = () =>
    demoService.control.requests.filter((r) => /fund-details|funds\/fund-/.test(r.path))

  const grant = (...args: string[]) => runCli(['grant', ...args, ...connection], { env })

  beforeAll(async () => {
    demoService = await createDemoService({ port: 0, dialect, clients: 20, concessions: 500 })
    connection = connectionTo(demoService.url)
    env = await sessionEnv(demoService.url)
  })
  afterAll(() => demoService.close())

  it('prints the five sections of an active grant as one object, and the cache spares a second ask', async () => {
    const home = newHome()
    const first = await runCli(['grant', String(KIT_DIGITAL_ID), ...connection], { env, home })
    expect(first.code, first.stderr).toBe(0)
    const output = json(first)
    expect(output).toMatchObject({ id: KIT_DIGITAL_ID, closed: false })
    expect(output.slug).toMatch(/^kit-digital-/)
    expect(Object.keys(output.sections)).toEqual([
      'details',
      'documents',
      'evaluation',
      'normative',
      'related',
    ])
    expect(output.sections['normative']?.['bdns']).toEqual([expect.stringMatching(/^\d+$/)])
    const asked = grantRequests().length
    const again = await runCli(['grant', String(KIT_DIGITAL_ID), ...connection], { env, home })
    expect(json(again)).toEqual(output)
    expect(grantRequests().length).toBe(asked)
  })

  it('asks only the sections named', async () => {
    const before = grantRequests().length
    const result = await grant(String(KIT_DIGITAL_ID), '--sections', 'evaluation,documents')
    expect(result.code, result.stderr).toBe(0)
    expect(Object.keys(json(result).sections)).toEqual(['evaluation', 'documents'])
    expect(grantRequests().length).toBe(before + 2)
  })

  it('answers a closed grant with closed: true and how to see its concessions (exit 0)', async () => {
    const closed = demoService.state.grants.find((g) => g.endDate < demoService.state.today)
    if (!closed) throw new Error('sin convocatorias cerradas')
    const result = await grant(String(closed.id), '--sections', 'details,evaluation')
    expect(result.code, result.stderr).toBe(0)
    expect(json(result)).toMatchObject({
      id: closed.id,
      closed: true,
      sections: { details: null, evaluation: { minimis: expect.any(Boolean) as boolean } },
      concessions: `grants-desk concessions --grant-id ${closed.id} --all`,
    })
  })

  it('asks the details by slug, and says plainly when they name no id for the other sections', async () => {
    const kit = demoService.state.grantById(KIT_DIGITAL_ID)
    const result = await grant(kit?.slug.toUpperCase() ?? '')
    expect(result.code, result.stderr).toBe(0)
    expect(json(result)).toMatchObject({ id: null, slug: kit?.slug, closed: false })
    expect(Object.keys(json(result).sections)).toEqual(['details'])
    expect(result.stderr).toContain('no dice el id de la convocatoria')
    const only = await grant(kit?.slug ?? '', '--sections', 'related')
    expect(only.code).toBe(1)
    expect(only.stderr).toContain('piden el id numérico')
    const unknown = await grant('no-existe-2026', '--sections', 'details')
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain(
      'No hay ninguna convocatoria activa con el slug «no-existe-2026»',
    )
  })

  it('by slug, asks every section by the id fund-details names (SC-GRANT-9)', async () => {
    demoService.control.setReadings({ detailsWithId: true })
    try {
      const kit = demoService.state.grantById(KIT_DIGITAL_ID)
      const result = await grant(kit?.slug ?? '', '--sections', 'details,documents,related')
      expect(result.code, result.stderr).toBe(0)
      const output = json(result)
      expect(output).toMatchObject({ id: KIT_DIGITAL_ID, slug: kit?.slug, closed: false })
      expect(Object.keys(output.sections)).toEqual(['details', 'documents', 'related'])
      expect(output.sections.documents).not.toBeNull()
    } finally {
      demoService.control.setReadings({ detailsWithId: false })
    }
  })

  it('refuses usage errors with exit 2 and sends nothing', async () => {
    const before = demoService.control.requests.length
    for (const args of [
      [],
      ['1', '2'],
      ['x y'],
      ['0'],
      ['1', '--sections', 'rules'],
      ['1', '--sections', ''],
    ]) {
      const result = await grant(...args)
      expect(result.code, args.join(' ')).toBe(2)
      expect(result.stdout).toBe('')
    }
    expect(demoService.control.requests.length).toBe(before)
  })

  it('says «Este servicio no ofrece el detalle de las convocatorias.» on a service without them (exit 1)', async () => {
    demoService.control.setGrantDetails(false)
    try {
      for (const sections of ['details', 'documents,normative']) {
        const result = await grant(String(KIT_DIGITAL_ID), '--sections', sections)
        expect(result.code, sections).toBe(1)
        expect(result.stderr.trim()).toBe(
          'Este servicio no ofrece el detalle de las convocatorias.',
        )
        expect(result.stdout).toBe('')
      }
    } finally {
      demoService.control.setGrantDetails(true)
    }
  })
})
