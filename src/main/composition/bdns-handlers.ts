import type Database from 'better-sqlite3'
import { type CaseGrantLink } from '@shared/cases/cases'
import { type Settings } from '@shared/settings'
import { type StorageMode } from '@shared/storage'
import { type Notifier } from '../base/notifier-port'
import { type Platform } from '../base/platform-port'
import { type Handlers } from '../bridge/dispatch'
import { type Emit } from '../bridge/events'
import { type Logger } from '../log/logger'
import { createBdnsFeature } from '../services/bdns/bdns-feature'
import { createCallWatch } from '../services/bdns/call-watch'
import { clientMinimis } from '../services/bdns/client-minimis'
import { crossCheckOf } from '../services/bdns/cross-check'
import { type CheckedConcession } from '@shared/bdns/aid-cross-check'
import { withDocumentUrls } from '@shared/wire/bdns-wire'
import { exportDeclaration } from '../services/bdns/declaration-export'
import { type GrantDetailService } from '../services/grants/grant-detail-service'
import { BdnsWatchStore } from '../storage/bdns-watch-table'
import { CaseEventsStore } from '../storage/case-files/case-events-table'

type BdnsOps =
  | 'bdns.minimis'
  | 'bdns.groups'
  | 'bdns.saveGroup'
  | 'bdns.removeGroup'
  | 'bdns.exportDeclaration'
  | 'bdns.call'
  | 'bdns.watchState'
  | 'bdns.checkNow'
  | 'bdns.markSeen'
  | 'bdns.crossCheck'

/**
 * The official registry (BDNS) in the app: de minimis by NIF with «empresa única» groups, the
 * declaration, a call's detail, and the watch of the calls behind case files (issue 36). Free and
 * public: it needs the session only for what it keeps per account.
 */
export function createBdns(deps: {
  db: Database.Database
  account: () => string | null
  /** The registry's address (the demo service's in demo mode, EnvironmentService.bdnsUrl). */
  bdnsUrl: () => Promise<string>
  /** The case files whose grant is known, of the signed-in account (SC-CASE-20). */
  grantLinks: (account: string) => Promise<readonly CaseGrantLink[]>
  grants: GrantDetailService
  /** The concessions this account keeps of a NIF (any age, no request); null when none. */
  keptConcessions: (nif: string) => readonly CheckedConcession[] | null
  settings: () => Settings
  platform: Platform
  notifier: Notifier
  emit: Emit
  log: Logger
  storage: StorageMode
}) {
  const { bdns, groups } = createBdnsFeature({
    db: deps.db,
    account: deps.account,
    baseUrl: deps.bdnsUrl,
    log: deps.log,
    storage: deps.storage,
  })
  const watchStore = new BdnsWatchStore(deps.db)

  /** The grant's BDNS codes: its kept normative section, asked only when this account has none. */
  async function codesOf(grantId: number): Promise<readonly string[]> {
    const ask = { grant: { id: grantId }, section: 'normative' as const, refresh: false }
    let result = await deps.grants.section({ ...ask, cachedOnly: true })
    if (result.status === 'not-cached')
      result = await deps.grants.section({ ...ask, cachedOnly: false })
    return result.status === 'ok' && result.content.section === 'normative'
      ? result.content.data.bdns
      : []
  }

  const watch = createCallWatch({
    bdns,
    store: watchStore,
    events: new CaseEventsStore(deps.db),
    account: deps.account,
    links: async () => {
      const account = deps.account()
      if (!account) return []
      return (await deps.grantLinks(account))
        .filter((link) => !link.archived)
        .map((link) => ({
          caseId: link.caseId,
          identifier: link.identifier,
          grantId: link.grantId,
        }))
    },
    codesOf,
    notifier: deps.notifier,
    lang: () => deps.settings().language,
    onChanged: (ids) => {
      deps.emit('caseWork.changed', { ids })
      void unseen().then((count) => deps.emit('bdns.watchChanged', { unseen: count }))
    },
    log: deps.log,
  })
  const unseen = async () => (await watch.state()).unseen

  const handlers: Pick<Handlers, BdnsOps> = {
    'bdns.minimis': ({ nif, asOf, refresh }) =>
      clientMinimis(bdns, groups, nif, { ...(asOf ? { asOf } : {}), refresh }),
    'bdns.groups': () => groups.list(),
    'bdns.saveGroup': ({ id, ...input }) => groups.save(id, input),
    'bdns.removeGroup': ({ id }) => {
      groups.remove(id)
      return { removed: true }
    },
    'bdns.exportDeclaration': (request) =>
      exportDeclaration({ bdns, groups }, request, {
        platform: deps.platform,
        lang: deps.settings().language,
      }),
    'bdns.call': async ({ code, refresh }) => {
      const kept = await bdns.call(code, { refresh })
      return { ...kept, value: withDocumentUrls(kept.value, await deps.bdnsUrl()) }
    },
    'bdns.watchState': async () => {
      const state = await watch.state()
      const base = await deps.bdnsUrl()
      return {
        ...state,
        entries: state.entries.map((entry) => ({
          ...entry,
          call: entry.call ? withDocumentUrls(entry.call, base) : null,
        })),
      }
    },
    'bdns.checkNow': ({ caseId }) => watch.check(caseId),
    'bdns.crossCheck': ({ nif }) =>
      crossCheckOf({ bdns, grants: deps.grants, keptConcessions: deps.keptConcessions }, nif),
    'bdns.markSeen': async ({ caseId }) => {
      watch.markSeen(caseId)
      const count = await unseen()
      deps.emit('bdns.watchChanged', { unseen: count })
      return { unseen: count }
    },
  }
  return { handlers, watch, bdns, groups }
}
