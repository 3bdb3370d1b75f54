import { performance } from 'node:perf_hooks'
import Database from 'better-sqlite3'
import { type CaseQuery, CaseQuerySchema } from '../../src/shared/cases/cases'
import { type CaseFile } from '../../src/shared/wire/case-file'
import { CasesStore, type StoredCase } from '../../src/main/storage/case-files/case-files-table'
import { migrate } from '../../src/main/storage/migrations'
import { below, type Figure, quantile, round } from './figures'

export const name = 'Expedientes: la réplica de 20.000 expedientes (escritura y consultas locales)'

const CASE_FILES = 20_000
const ACCOUNT = 'bench#1'
const RUNS_PER_QUERY = 30
const WORDS = ['Kit Digital', 'Plan Renove', 'Programa Investigo', 'ICEX Next', 'Kit Consulting']
const CLIENTS = ['Talleres Núñez', 'Panadería Álvarez', 'Gráficas Alcobendas', 'Cerámicas Ruiz']

export function caseFile(id: number): StoredCase {
  const group = 1 + (id % 6)
  const status = group * 10 + 1 + (id % 3)
  const day = String(1 + (id % 28)).padStart(2, '0')
  const month = String(1 + (id % 12)).padStart(2, '0')
  const server: CaseFile = {
    id,
    identifier: `EXP-2026-${String(id).padStart(5, '0')}`,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    title: `${WORDS[id % WORDS.length]} (convocatoria ${2020 + (id % 7)})`,
    client_data: {
      id: 1000 + (id % 3000),
      business_name: `${CLIENTS[id % CLIENTS.length]} ${id % 3000} S.L.`,
      email: `cliente${id % 3000}@example.es`,
      nif: `B${String(10_000_000 + (id % 3000)).slice(0, 8)}`,
    },
    expert_data: { id: 300 + (id % 5), name: `Técnico ${id % 5}`, email: `t${id % 5}@example.es` },
    company: '',
    phone: null,
    platform: 'Demo',
    reference: `REF-${id}`,
    additional_data: null,
    status_group: { id: group, name: `Grupo ${group}` },
    current_status: { id: status, name: `Estado ${status}` },
    requested_amount: 1000 + ((id * 7919) % 500_000),
    awarded_amount: id % 4 === 0 ? 900 + ((id * 7919) % 400_000) : null,
    presentation_date: id % 9 === 0 ? null : `202${id % 6}-${month}-${day}`,
    concession_date: id % 4 === 0 ? `2026-${month}-${day}` : null,
    shared_client: null,
  }
  return {
    server,
    serverActive: id % 10 !== 0,
    shown: {
      statusGroup: server.status_group,
      status: server.current_status,
      active: id % 10 !== 0,
    },
  }
}

/** What an advisor does on «Expedientes»: type words, filter by status, sort, read the archived. */
const QUERIES: Record<string, CaseQuery> = {
  'primera ventana (por fecha de presentación)': {},
  'texto «kit digital»': { text: 'kit digital' },
  'texto «alvarez» (sin tilde)': { text: 'alvarez' },
  'un estado y orden por importe': {
    statuses: [21],
    sort: { field: 'requested_amount', direction: 'desc' },
  },
  'un cliente': { client: 1042 },
  'archivados por título': { archived: true, sort: { field: 'title', direction: 'asc' } },
}

export async function run(): Promise<Figure[]> {
  const db = new Database(':memory:')
  migrate(db)
  const store = new CasesStore(db)
  const rows = Array.from({ length: CASE_FILES }, (_, i) => caseFile(i + 1))

  const started = performance.now()
  db.transaction(() => store.replaceAll(ACCOUNT, rows))()
  const write = performance.now() - started

  const figures: Figure[] = [
    {
      metric: `escribir ${CASE_FILES.toLocaleString('es-ES')} expedientes (una sincronización)`,
      value: round(write, 0),
      unit: 'ms',
      ...below(3000, 'ms'),
    },
  ]
  for (const [label, query] of Object.entries(QUERIES)) {
    const parsed = CaseQuerySchema.parse({ ...query, limit: 500 })
    const samples: number[] = []
    for (let i = 0; i < RUNS_PER_QUERY; i++) {
      const t = performance.now()
      store.query(ACCOUNT, parsed, 301)
      samples.push(performance.now() - t)
    }
    figures.push({
      metric: `consulta p95: ${label}, 500 filas y el total`,
      value: round(quantile(samples, 0.95), 1),
      unit: 'ms',
      ...below(100, 'ms'),
    })
  }
  await Promise.resolve()
  db.close()
  return figures
}
