import { type CallChange } from '@shared/bdns/bdns-call-changes'
import {
  type CallWatchCheckResult,
  type CallWatchEntry,
  type CallWatchState,
} from '@shared/bdns/call-watch-state'
import { appError, AppFailure } from '@shared/errors'
import { formatDate, isIsoDate } from '@shared/format'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { type Lang } from '@shared/messages/keys'
import { type BdnsCall, bdnsCallPage } from '@shared/wire/bdns-wire'
import { type Notifier } from '../../base/notifier-port'
import { type Logger } from '../../log/logger'
import { type BdnsWatchStore } from '../../storage/bdns-watch-table'
import { type CaseEventsStore } from '../../storage/case-files/case-events-table'
import { isNetworkFailure } from '../failures'
import { type BdnsService } from './bdns-service'

/** A case file whose grant is known (its template's, or the one it was opened for). */
export interface CaseCallLink {
  caseId: number
  identifier: string
  grantId: number
}

/** How often the day is looked at; each account's calls are read once a day while the app runs. */
const TICK_MS = 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** A change as the case file's history and the notification say it, in `lang`. */
function changeText(change: CallChange, lang: Lang): string {
  const value = (v: string | boolean | null) => {
    if (v === null) return renderMessage(lang, 'watch.value.none')
    if (typeof v === 'boolean') return renderMessage(lang, v ? 'watch.value.yes' : 'watch.value.no')
    return isIsoDate(v) ? formatDate(v, lang) : v
  }
  return renderMessage(lang, `watch.change.${change.field}`, {
    before: value(change.before),
    after: value(change.after),
  })
}

/**
 * The calls behind case files, watched for free in the official registry (issue 36, point 5): the
 * case file's grant gives the BDNS code (from `funds/fund-normative/`, found once and kept), the
 * call's detail is read once a day while the app runs and on «Comprobar ahora», and each change
 * (dates, `abierto`, new documents and notices) goes to the case file's history, counts for the
 * badge, and the check's changes make one desktop notification.
 */
export function createCallWatch(deps: {
  bdns: BdnsService
  store: BdnsWatchStore
  events: CaseEventsStore
  account: () => string | null
  links: () => Promise<readonly CaseCallLink[]>
  /**
   * The grant's BDNS codes from its kept normative section; when it is not kept, asked if `ask`,
   * else null (not known yet).
   */
  codesOf: (grantId: number, ask: boolean) => Promise<readonly string[] | null>
  notifier: Notifier
  lang: () => Lang
  /** Case files whose history changed (`caseWork.changed`). */
  onChanged: (caseIds: number[]) => void
  log: Logger
  now?: () => number
}) {
  const now = deps.now ?? Date.now
  /** When each account's calls were all last read, in this run. */
  const lastFull = new Map<string, number>()
  let timer: ReturnType<typeof setInterval> | null = null
  let running: Promise<CallWatchCheckResult> | null = null

  const signedIn = () => {
    const account = deps.account()
    if (!account) throw new AppFailure(appError('error.no_session.signed_out', {}))
    return account
  }

  /**
   * The case file's code: as recorded, else found in its grant's normative section once (only
   * when `ask`: the daily check never spends a request of the grants service).
   */
  async function codeOf(
    account: string,
    link: CaseCallLink,
    ask: boolean,
  ): Promise<string | null | undefined> {
    const row = deps.store.get(account, link.caseId)
    if (row) return row.code
    const codes = await deps.codesOf(link.grantId, ask)
    if (codes === null) return undefined
    const code = codes[0] ?? null
    deps.store.record(account, link.caseId, code, null)
    return code
  }

  async function checkLinks(account: string, links: readonly CaseCallLink[], ask: boolean) {
    const result: CallWatchCheckResult = { checked: 0, changes: [], failed: [] }
    const said: { identifier: string; text: string }[] = []
    const changed: number[] = []
    const lang = deps.lang()
    // Case files of the same grant share its call: read once per check.
    const reads = new Map<string, Promise<BdnsCall>>()
    for (const link of links) {
      const code = await codeOf(account, link, ask)
      if (code === null || code === undefined) continue
      let changes: CallChange[]
      try {
        let read = reads.get(code)
        if (!read) {
          read = deps.bdns.fresh(code)
          reads.set(code, read)
        }
        changes = deps.bdns.compare(`case:${link.caseId}`, await read)
      } catch (error) {
        if (isNetworkFailure(error)) throw error
        deps.log.warn('bdns.watch: convocatoria no leída', { caseId: link.caseId, code })
        result.failed.push(link.caseId)
        continue
      }
      result.checked++
      deps.store.record(account, link.caseId, code, now())
      if (changes.length === 0) continue
      for (const change of changes) {
        const text = changeText(change, lang)
        deps.events.add(account, link.caseId, 'call_changed', { text }, now())
        said.push({ identifier: link.identifier, text })
        result.changes.push({ caseId: link.caseId, ...change })
      }
      deps.store.addUnseen(account, link.caseId, changes.length)
      changed.push(link.caseId)
    }
    const first = said[0]
    if (first) {
      deps.notifier.callChanges({
        count: said.length,
        identifier: first.identifier,
        first: first.text,
      })
      deps.onChanged(changed)
    }
    return result
  }

  /** Reads the calls (one case file's, or all) and records what changed; one check at a time. */
  async function check(
    caseId?: number,
    options: { ask?: boolean } = {},
  ): Promise<CallWatchCheckResult> {
    const account = signedIn()
    while (running) await running.catch(() => undefined)
    const work = (async () => {
      const links = (await deps.links()).filter((l) => caseId === undefined || l.caseId === caseId)
      const result = await checkLinks(account, links, options.ask ?? true)
      if (caseId === undefined) lastFull.set(account, now())
      return result
    })()
    running = work
    try {
      return await work
    } finally {
      if (running === work) running = null
    }
  }

  /** Once a day per account while the app runs; a failure waits for the next tick. */
  function tick(): void {
    const account = deps.account()
    if (!account || now() - (lastFull.get(account) ?? Number.NEGATIVE_INFINITY) < DAY_MS) return
    check(undefined, { ask: false }).catch((error: unknown) => {
      deps.log.warn('bdns.watch: comprobación diaria fallida', { error: String(error) })
    })
  }

  return {
    check,
    tick,
    async state(): Promise<CallWatchState> {
      const account = signedIn()
      const links = await deps.links()
      const entries = links.map((link): CallWatchEntry => {
        const row = deps.store.get(account, link.caseId)
        const code = row?.code ?? null
        return {
          caseId: link.caseId,
          code,
          url: code === null ? null : bdnsCallPage(code),
          checkedAt: row?.checkedAt ?? null,
          unseen: row?.unseen ?? 0,
          call: code === null ? null : (deps.bdns.keptCall(code)?.value ?? null),
        }
      })
      return { entries, unseen: entries.reduce((sum, e) => sum + e.unseen, 0) }
    },
    /** Resolves once no check is under way. */
    async idle(): Promise<void> {
      while (running) await running.catch(() => undefined)
    },
    markSeen(caseId: number): void {
      deps.store.markSeen(signedIn(), caseId)
    },
    /** The first look an hour after start, then every hour; each account's calls once a day. */
    start(): void {
      timer ??= setInterval(tick, TICK_MS)
      timer.unref?.()
    },
    stop(): void {
      if (timer) clearInterval(timer)
      timer = null
    },
  }
}
