import { type ApiConfig, createTransport } from './api-transport'
import { callOperations } from './call-operations'
import { caseOperations } from './case-operations'
import { clientOperations } from './client-operations'
import { grantOperations } from './grant-operations'
import { sessionOperations } from './session-operations'

export { type ApiConfig, type Paged } from './api-transport'
export { type CaseCreation, type CaseListQuery } from './case-operations'
export { type GrantOperation } from './grant-operations'

/** One typed function per operation of the interface (plus data-filters, SC-CAT-3, and credits, SC-COST-5). */
export function createApiClient(config: ApiConfig) {
  const transport = createTransport(config)
  return {
    ...sessionOperations(transport),
    ...clientOperations(transport),
    ...grantOperations(transport),
    ...caseOperations(transport),
    ...callOperations(transport),
  }
}

export type ApiClient = ReturnType<typeof createApiClient>
