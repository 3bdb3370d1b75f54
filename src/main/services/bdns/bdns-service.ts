import { type BdnsKept } from '@shared/bdns/bdns'
import { type CallChange, callChanges, mergeCall } from '@shared/bdns/bdns-call-changes'
import { type BdnsCall, type BdnsMinimisRow } from '@shared/wire/bdns-wire'
import { type BdnsClient } from './bdns-client'
import { BDNS_TTL_MS, type BdnsStore, keptMinimisRows } from './bdns-kept'

export interface BdnsService {
  /** A NIF's de minimis rows, kept a day per NIF, served offline with their age. */
  minimis(
    nif: string,
    options?: { refresh?: boolean; signal?: AbortSignal },
  ): Promise<BdnsKept<BdnsMinimisRow[]>>
  /** A call's detail, kept a day per code; a null field keeps its last known value. */
  call(
    code: string,
    options?: { refresh?: boolean; signal?: AbortSignal },
  ): Promise<BdnsKept<BdnsCall>>
  /** A NIF's rows as last read, whatever their age, with no request; null when none are kept. */
  keptMinimis(nif: string): BdnsMinimisRow[] | null
  /** The same with when they were read (the client's report says how old they are). */
  keptMinimisAt(nif: string): { value: BdnsMinimisRow[]; fetchedAt: number } | null
  /** The call as last read, whatever its age, with no request. */
  keptCall(code: string): BdnsKept<BdnsCall> | null
  /** Reads a call now, merged over what was known, and keeps it (see `watch`). */
  fresh(code: string, signal?: AbortSignal): Promise<BdnsCall>
  /** What changed in `call` since `baseline` last saw it, which it now sees (see `watch`). */
  compare(baseline: string, call: BdnsCall): CallChange[]
  /**
   * Reads the call again and compares it with what `baseline` (a name: a case file, the command
   * line's watch) saw last; the first read of a baseline reports nothing and becomes it.
   */
  watch(
    baseline: string,
    code: string,
    signal?: AbortSignal,
  ): Promise<{ call: BdnsCall; changes: CallChange[] }>
}

export function createBdnsService(
  client: BdnsClient,
  store: BdnsStore,
  now: () => number = Date.now,
): BdnsService {
  const call: BdnsService['call'] = (code, options = {}) =>
    store.serve<BdnsCall>(`call:${code}`, options.refresh ?? false, async (previous) =>
      mergeCall(
        previous ?? store.kept<BdnsCall>(`call:${code}`)?.value ?? null,
        await client.call(code, options.signal),
      ),
    )
  /** Reads the call now (never from the day's cache), merged over what was known, and keeps it. */
  async function fresh(code: string, signal?: AbortSignal): Promise<BdnsCall> {
    // Not through `serve`: a watch that cannot reach the registry fails, never compares old data.
    const previous = store.kept<BdnsCall>(`call:${code}`)?.value ?? null
    const read = mergeCall(previous, await client.call(code, signal))
    store.keep(`call:${code}`, read)
    return read
  }

  /** What changed in `call` since `baseline` last saw it; the first time, nothing. */
  function compare(baseline: string, call: BdnsCall): CallChange[] {
    const key = `watch:${baseline}:${call.code}`
    const seen = store.kept<BdnsCall>(key)?.value ?? null
    const now = seen ? mergeCall(seen, call) : call
    store.keep(key, now)
    return seen ? callChanges(seen, now) : []
  }

  return {
    minimis: (nif, options = {}) =>
      store.serve(`minimis:${nif}`, options.refresh ?? false, () =>
        client.minimis(nif, options.signal),
      ),
    call,
    keptMinimis: (nif) => keptMinimisRows(store, nif),
    keptMinimisAt: (nif) => store.kept<BdnsMinimisRow[]>(`minimis:${nif}`),
    keptCall(code) {
      const kept = store.kept<BdnsCall>(`call:${code}`)
      return kept
        ? { ...kept, source: 'cache', stale: now() - kept.fetchedAt >= BDNS_TTL_MS }
        : null
    },
    fresh,
    compare,
    async watch(baseline, code, signal) {
      const call = await fresh(code, signal)
      return { call, changes: compare(baseline, call) }
    },
  }
}
