import { CNAE_CODES_AS_IDS } from '../../src/shared/catalogues/cnae'
import { ReceivedGrants } from '../../src/shared/received'
import { type ClientData } from '../../src/shared/wire/client'
import { type ClientReportStores } from '../../src/main/services/reports/client-report-sources'
import { folderPlatform } from '../../src/main/export/folder-platform'
import { makeClient } from '../fixtures/client'
import { keptMinimis, REPORT_NOW } from '../fixtures/client-report'

const DAY = 86_400_000

/**
 * What the app keeps, in memory, for the client report's services: these clients (by id), each
 * with a kept registry answer and one case file; no simulator, «Cartera» or concessions kept.
 */
export function memoryReportStores(
  clients: readonly ClientData[] = [
    makeClient(11, { business_name: 'Talleres Ruiz SL', nif: 'B12345674' }),
    makeClient(12, { business_name: 'Panadería Sol/Luna SA', nif: 'A58818501' }),
    makeClient(13, { business_name: 'Viñedos del Duero SL', nif: 'B47000001' }),
  ],
): ClientReportStores & { signedIn: string | null } {
  const stores = {
    signedIn: 'demo#1' as string | null,
    account: () => stores.signedIn,
    client: (_account: string, id: number) => {
      const client = clients.find((c) => c.id === id)
      return Promise.resolve(client ? { client, keptAt: REPORT_NOW - DAY } : null)
    },
    cnaes: () => Promise.resolve(CNAE_CODES_AS_IDS),
    simulatorKept: () => null,
    portfolioRun: () => null,
    received: () => new ReceivedGrants([], true),
    concessions: () => null,
    minimis: () => keptMinimis(REPORT_NOW - DAY),
    cases: () => ({
      keptAt: REPORT_NOW - DAY,
      rows: [
        {
          identifier: 'EXP-2026-0042',
          name: 'Kit Digital 2026',
          status: 'Presentado',
          requested: 12_000,
          awarded: null,
          nextDeadline: null,
          pendingDocuments: [],
        },
      ],
    }),
    letterhead: () => null,
    now: () => REPORT_NOW,
  }
  return stores
}

/** The platform the report jobs save through in tests: dialogs answered with this folder. */
export const reportPlatform = folderPlatform
