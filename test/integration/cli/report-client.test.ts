import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { extractText } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientProfile } from '../../../src/shared/clients/client-profile'
import { type ClientData } from '../../../src/shared/wire/client'
import { CaseFileWireSchema } from '../../../src/shared/wire/case-file'
import { createDemoService, type DemoService } from '../../../src/demo-service/server'
import { type CliResult, connectionTo, newHome, runCli, scriptCredentials } from '../../support/cli'
import { zipEntries } from '../../support/zip-entries'
import { DEMO_PASSWORD, EXPERT } from '../../support/test-app'

/**
 * `grants-desk report client` against the demo service: the client by id or NIF, its concessions,
 * case files and the demo registry asked, a simulation kept by `simulate` used, the file read back
 * (PDF and DOCX, Spanish and English), the sections it cannot fill said on stderr, usage errors 2.
 */

interface Written {
  file: string
  format: string
  language: string
  client: string
  sections: Record<string, string>
}

const json = <T>(result: CliResult): T => JSON.parse(result.stdout) as T
const flat = (text: string) => text.replace(/\s+/g, ' ')

async function pdfText(path: string): Promise<string> {
  const { text } = await extractText(new Uint8Array(readFileSync(path)), { mergePages: true })
  return flat(text)
}

function docxText(path: string): string {
  const xml = zipEntries(readFileSync(path)).get('word/document.xml')?.toString('utf8') ?? ''
  return flat([...xml.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(' '))
}

describe('grants-desk report client', () => {
  let demoService: DemoService
  let env: Record<string, string>
  const home = newHome()
  const out = newHome('gd-report-')
  let client: ClientData
  let caseIdentifier: string
  const cliIn =
    (where: string) =>
    (...args: string[]) =>
      runCli([...args, ...connectionTo(demoService.url)], { env, home: where })
  const cli = cliIn(home)

  beforeAll(async () => {
    demoService = await createDemoService({ port: 0, clients: 30, concessions: 50, cases: 200 })
    env = {
      ...(await scriptCredentials(demoService.url, EXPERT, DEMO_PASSWORD)),
      GRANTS_DESK_BDNS_URL: demoService.bdnsUrl,
    }
    const page = (await (
      await fetch(`${demoService.url}/api/v2/forms/?page=1&page_size=50&isActive=1`, {
        headers: { Authorization: `ExpertToken ${env.GRANTS_EXPERT_TOKEN}` },
      })
    ).json()) as { results: unknown[] }
    const first = CaseFileWireSchema.parse(page.results[0])
    caseIdentifier = first.identifier
    const got = await cli('clients', 'get', String(first.client_data.id))
    client = json<ClientData>(got)
  })
  afterAll(() => demoService.close())

  it('writes the PDF from what it asks, and says on stderr the opportunities it cannot fill', async () => {
    const target = join(out, 'informe.pdf')
    const result = await cli('report', 'client', '--client', String(client.id), '--out', target)
    expect(result.code, result.stderr).toBe(0)
    expect(json<Written>(result)).toEqual({
      file: target,
      format: 'pdf',
      language: 'es',
      client: client.business_name,
      sections: {
        company: 'fresh',
        opportunities: 'missing',
        aid: 'fresh',
        registry: 'fresh',
        cases: 'fresh',
      },
    })
    const said = result.stderr
      .trim()
      .split('\n')
      .filter((line) => line.includes('El informe'))
    expect(said).toHaveLength(1)
    expect(said[0]).toMatch(
      /El informe sale sin oportunidades \(la línea de órdenes no guarda ninguna simulación de su perfil: simulate --all la guarda\)\.$/,
    )
    const text = await pdfText(target)
    expect(text).toContain(`Preparado para ${client.business_name}`)
    expect(text).toContain(client.nif)
    for (const heading of [
      'La empresa',
      'Ayudas recibidas',
      'Minimis según el registro',
      'Expedientes',
    ])
      expect(text).toContain(heading)
    expect(text).toContain(caseIdentifier)
    expect(text).toMatch(/Página 1 de \d/)
    expect(text).not.toContain(`${client.id} `)
  })

  it('finds the client by NIF, uses the simulation `simulate` kept, and writes English DOCX', async () => {
    // A database of its own: the simulation it keeps is for this test alone.
    const cli = cliIn(newHome())
    const profile = clientProfile(client)
    if (!profile) throw new Error('el cliente de la demostración no tiene un perfil completo')
    const ids = (value: number | number[]) => (Array.isArray(value) ? value : [value]).join(',')
    const simulated = await cli(
      'simulate',
      '--province',
      ids(profile.province),
      '--applicants',
      profile.applicants_v2.join(','),
      '--actions',
      profile.actions_v2.join(','),
      '--all',
      '--yes',
    )
    expect(simulated.code, simulated.stderr).toBe(0)
    const target = join(out, 'aid-report.docx')
    const result = await cli(
      'report',
      'client',
      '--nif',
      client.nif,
      '--lang',
      'en',
      '--out',
      target,
    )
    expect(result.code, result.stderr).toBe(0)
    expect(json<Written>(result)).toMatchObject({ format: 'docx', language: 'en' })
    expect(json<Written>(result).sections.opportunities).toBe('fresh')
    expect(result.stderr).not.toContain('El informe sale sin')
    const text = docxText(target)
    for (const words of [
      'Aid report',
      'The company',
      'Opportunities',
      'Aid received',
      'Case files',
    ])
      expect(text).toContain(words)
    expect(text).toContain('From the client’s latest simulation.')
  })

  it('refuses what it cannot use with exit 2, and a NIF of none of the clients', async () => {
    const usage = [
      ['report', 'client', '--out', join(out, 'x.pdf')],
      ['report', 'client', '--client', '1', '--nif', 'B12345674', '--out', join(out, 'x.pdf')],
      ['report', 'client', '--client', '1'],
      ['report', 'client', '--client', '1', '--out', join(out, 'x.txt')],
      ['report', 'client', '--client', '1', '--format', 'xlsx', '--out', join(out, 'x.xlsx')],
      ['report', 'client', '--client', '1', '--lang', 'fr', '--out', join(out, 'x.pdf')],
    ]
    const messages = []
    for (const args of usage) {
      const result = await cli(...args)
      expect(result.code, args.join(' ')).toBe(2)
      messages.push(result.stderr)
    }
    expect(messages[0]).toContain('--client ID o con --nif NIF')
    expect(messages[3]).toContain('acabe en .docx o .pdf')
    const unknown = await cli('report', 'client', '--nif', 'Z9999999Z', '--out', join(out, 'z.pdf'))
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('Ninguno de sus clientes tiene el NIF Z9999999Z')
  })
})
