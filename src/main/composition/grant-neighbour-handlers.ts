import { type GrantNeighboursService } from '../services/grants/grant-neighbours-service'
import { type Handlers } from '../bridge/dispatch'

/**
 * The bridge handlers of the simulation by NIF and CNAE and of the grant picker (SC-NIFSIM-*,
 * SC-GRANTS-*). `grants.section` belongs to the grant's detail and is wired with it.
 */
export function grantNeighbourHandlers(
  neighbours: GrantNeighboursService,
): Pick<Handlers, 'simulator.runByNif' | 'grants.search'> {
  return {
    'simulator.runByNif': (input) => neighbours.runByNif(input),
    'grants.search': (input) => neighbours.search(input),
  }
}
