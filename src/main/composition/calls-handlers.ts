import { type CallsService } from '../services/calls/calls-service'
import { type Handlers } from '../bridge/dispatch'

type CallOps =
  | 'calls.search'
  | 'calls.cost'
  | 'calls.saved'
  | 'calls.save'
  | 'calls.deleteSaved'
  | 'calls.runSaved'
  | 'calls.fits'

/** The bridge handlers of «Convocatorias» (ARCH-FLOW-13). */
export function callHandlers(calls: CallsService): Pick<Handlers, CallOps> {
  return {
    'calls.search': (input) => calls.search(input),
    'calls.cost': (input) => Promise.resolve(calls.cost(input)),
    'calls.saved': () => calls.saved.list(),
    'calls.save': (input) => calls.saved.save(input),
    'calls.deleteSaved': (input) => calls.saved.delete(input),
    'calls.runSaved': (input) => calls.saved.run(input),
    'calls.fits': (input) => calls.fits({ id: input.grantId }),
  }
}
