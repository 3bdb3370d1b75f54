import { afterAll, beforeAll } from 'vitest'
import { type ExportStartResult } from '@shared/exports'
import { type ClientDetail, type ClientPage } from '@shared/clients/clients'
import { type ClientData } from '@shared/wire/client'
import { createApiClient } from '../../src/main/api/operations'
import { createLogger, Redactor } from '../../src/main/log/logger'
import { DEMO_PASSWORD, type Dialect, EXPERT, startSignedIn, type TestApp, value } from './test-app'

/**
 * The app against both readings of the service (SC-DIALECT-1): our description (`interface`) and the
 * vendor's document (`vendor`), each served by the demo service. The same behaviours must hold; where
 * the vendor differs (users/current/, edits it ignores, untitled grants, a one-page simulator,
 * credits), the test says what the app shows instead.
 */
const SIZE = { clients: 120, concessions: 3_000 }
export const PROFILE = { province: 28, applicants_v2: [2], actions_v2: [1, 2, 3, 4, 5, 6, 7, 8] }

/** The error a bridge operation answers; the test fails if it succeeds. */
export const failure = async (app: TestApp, op: string, args?: unknown) => {
  const result = await app.services.dispatch(op, args)
  if (result.ok) throw new Error(`${op} no ha fallado`)
  return result.error
}

let exportIds = 0
export const exportOf = (app: TestApp, input: object) =>
  value<ExportStartResult>(app, 'export.start', { exportId: `dialect-${++exportIds}`, ...input })

/** The adviser signed in against `dialect`, and every client as the app shows it; closed after all. */
export function signedInAgainst(dialect: Dialect): { app: TestApp; clients: ClientData[] } {
  const state = {} as { app: TestApp; clients: ClientData[] }
  beforeAll(async () => {
    state.app = await startAgainst(dialect)
    state.clients = await clientsOf(state.app)
  })
  afterAll(() => state.app.close())
  return state
}

/** The adviser signed in against `dialect`, in an app of the caller's own to close. */
export const startAgainst = (dialect: Dialect) => startSignedIn(EXPERT, { dialect, ...SIZE })

/** Every client the app keeps, each as it opens now. */
export async function clientsOf(app: TestApp): Promise<ClientData[]> {
  const page = await value<ClientPage>(app, 'clients.query', { limit: 1000 })
  return Promise.all(
    page.rows.map((row) =>
      value<ClientDetail>(app, 'clients.get', { id: row.id }).then((d) => d.client),
    ),
  )
}

/** The service's own client API with the expert's tokens, to list clients with filters. */
export async function expertApi(app: TestApp) {
  const base = app.demoService.url
  const options = {
    endpoints: () => Promise.resolve({ baseUrl: base, testBaseUrl: base }),
    prefixes: () => ({ user: 'Token', expert: 'ExpertToken' }) as const,
    log: createLogger({ redactor: new Redactor(), sink: () => undefined }),
  }
  const login = await createApiClient({ ...options, credentials: () => null }).login({
    email: EXPERT,
    password: DEMO_PASSWORD,
  })
  return createApiClient({
    ...options,
    credentials: () => ({ token: login.token, expertToken: login.ExpertToken }),
  })
}
