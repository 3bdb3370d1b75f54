import { ClientQuerySchema } from '@shared/clients/clients'
import { type ClientsReader } from '../../storage/clients/clients-reader'

/**
 * The first key of a search, the likeliest first: a letter matches much of a large list, read
 * from the text indexes' entries for every word it starts. (A digit is also looked for anywhere in
 * the NIFs, reading every row: read ahead, ten of them would hold main for some 300 ms just as
 * the list appears.)
 */
export const FIRST_KEYS = [...'aeioulnrstcdmpbgfvhjqyzxkw']

export interface SearchWarmer {
  /** Reads what each first key finds, one per turn of the event loop, while `account` is in. */
  start(account: string): void
  stop(): void
}

/**
 * After a sync the list's searches start from nothing kept: the first key of a search would
 * read tens of thousands of rows from the indexes while the user waits. Those rows and their
 * count are read ahead, a key at a time, in the order keys are likeliest, and kept as any
 * search's are (ClientTotals) until the replica changes. Only those: a window of rows for each
 * would make garbage enough to grow main's young generation for good.
 */
export function createSearchWarmer(
  reader: Pick<ClientsReader, 'total'>,
  signedIn: () => string | null,
): SearchWarmer {
  let timer: ReturnType<typeof setTimeout> | null = null
  const stop = () => {
    if (timer) clearTimeout(timer)
    timer = null
  }
  return {
    start(account) {
      stop()
      let next = 0
      const step = () => {
        timer = null
        const text = FIRST_KEYS[next++]
        if (text === undefined || signedIn() !== account) return
        try {
          reader.total(account, ClientQuerySchema.parse({ text }))
        } catch {
          // Reading ahead is only a head start (the replica closed, or cannot be read): the
          // searches themselves say what went wrong.
          return
        }
        timer = setTimeout(step, 0)
      }
      timer = setTimeout(step, 0)
    },
    stop,
  }
}
