import { type StoredClient } from './seed/clients-seed'
import { type Expert } from './seed/accounts'

/**
 * SC-AUTH-6: an expert sees the clients it is assigned to, the public clients of its platform, and, as
 * an admin («super expert»), every client of its platform.
 */
export function canSee(
  expert: Expert,
  client: Pick<StoredClient, 'experts' | 'platform_data' | 'public'>,
): boolean {
  if (client.experts.includes(expert.id)) return true
  if (client.platform_data.id !== expert.platform) return false
  return client.public || expert.admin
}
