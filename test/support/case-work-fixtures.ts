import Database from 'better-sqlite3'
import { type DueSummary } from '@shared/cases/case-deadlines'
import { type GrantSectionResult } from '@shared/grant-info'
import { type LocalHoliday } from '@shared/settings'
import { type StorageMode } from '@shared/storage'
import { folderPlatform } from '../../src/main/export/folder-platform'
import { createLogger, Redactor } from '../../src/main/log/logger'
import { migrate } from '../../src/main/storage/migrations'
import { type CaseInfo } from '../../src/main/services/case-work/case-context'
import {
  createCaseWorkService,
  type CaseWorkService,
} from '../../src/main/services/case-work/case-work-service'

export const ACCOUNT = 'demo#7'

/** A case file of a client in Madrid (province 28), opened for grant 916430. */
export function caseInfo(id = 4001, extra: Partial<CaseInfo> = {}): CaseInfo {
  return {
    id,
    identifier: `EXP-2026-0${id}`,
    title: 'Kit Digital',
    clientId: 7,
    clientName: 'Gráficas Alcobendas SL',
    clientEmail: 'info@graficas.example',
    province: 28,
    municipality: 'Alcobendas',
    grant: { id: 916430, title: 'Kit Digital 2026' },
    status: { group: { id: 1, name: 'Preparación' }, status: { id: 11, name: 'Borrador' } },
    ...extra,
  }
}

/** The required documents of a grant as `grants.section` answers them. */
const GRANT_DOCUMENTS: GrantSectionResult = {
  status: 'ok',
  content: {
    section: 'documents',
    data: {
      requiredDocuments: 'DNI del solicitante, memoria del proyecto y presupuesto detallado.',
      templates: [],
    },
  },
  fetchedAt: 0,
  source: 'network',
  stale: false,
}

export interface CaseWorkHarness {
  db: Database.Database
  service: CaseWorkService
  platform: ReturnType<typeof folderPlatform>
  changed: number[][]
  /** Resolves with the next `caseWork.changed` whose case files `match` accepts. */
  nextChange(match?: (caseIds: number[]) => boolean): Promise<number[]>
  notified: DueSummary[]
  /** The grant documents asked, `cachedOnly` or not. */
  asked: boolean[]
  set: {
    account: string | null
    now: number
    localHolidays: LocalHoliday[]
    kept: boolean
    cases: Map<number, CaseInfo>
  }
}

/** The case-work service over a database of its own (a file, or memory), with fakes around it. */
export function caseWorkHarness(
  options: { db?: Database.Database; storage?: StorageMode; downloads?: string } = {},
): CaseWorkHarness {
  const db = options.db ?? new Database(':memory:')
  migrate(db)
  const changed: number[][] = []
  const waiting: { match: (ids: number[]) => boolean; resolve: (ids: number[]) => void }[] = []
  const notified: DueSummary[] = []
  const asked: boolean[] = []
  const set: CaseWorkHarness['set'] = {
    account: ACCOUNT,
    now: Date.parse('2026-12-18T10:00:00'),
    localHolidays: [],
    kept: false,
    cases: new Map([[4001, caseInfo()]]),
  }
  const platform = folderPlatform(options.downloads ?? '/nonexistent-downloads')
  const service = createCaseWorkService({
    db,
    account: () => set.account,
    caseOf: (_account, id) => set.cases.get(id) ?? null,
    settings: () => ({ reminderDays: 3, localHolidays: set.localHolidays }),
    language: () => 'es',
    grantDocuments: (_grantId, cachedOnly) => {
      asked.push(cachedOnly)
      if (cachedOnly && !set.kept)
        return Promise.resolve({ status: 'not-cached', section: 'documents', requests: 1 })
      set.kept = true
      return Promise.resolve(GRANT_DOCUMENTS)
    },
    platform,
    notifier: {
      newOpportunities: () => undefined,
      deadlines: (summary) => notified.push(summary),
      callChanges: () => undefined,
    },
    storage: options.storage ?? 'writable',
    emit: (_event, payload) => {
      const ids = [...(payload as { ids: number[] }).ids]
      changed.push(ids)
      for (const waiter of waiting.filter((w) => w.match(ids))) {
        waiting.splice(waiting.indexOf(waiter), 1)
        waiter.resolve(ids)
      }
    },
    log: createLogger({ redactor: new Redactor(), sink: () => undefined }),
    now: () => set.now,
  })
  const nextChange = (match: (ids: number[]) => boolean = () => true) =>
    new Promise<number[]>((resolve) => waiting.push({ match, resolve }))
  return { db, service, platform, changed, nextChange, notified, asked, set }
}
