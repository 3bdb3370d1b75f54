import { type Dispatch } from '../bridge/dispatch'

/**
 * The bridge calls under way, so that erasing an account can wait for those that might still
 * write its rows.
 */
export function callsUnderWay() {
  const running = new Set<Promise<unknown>>()
  return {
    /** `dispatch`, each call counted until it ends; the erase is not (it waits for the others). */
    track(dispatch: Dispatch): Dispatch {
      return (op, raw) => {
        const call = dispatch(op, raw)
        if (op !== 'account.erase') {
          running.add(call)
          void call.finally(() => running.delete(call))
        }
        return call
      }
    },
    /** Resolves when the calls under way now have ended, however they ended. */
    async settled(): Promise<void> {
      await Promise.allSettled([...running])
    },
  }
}
