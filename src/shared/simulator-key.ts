import { type z } from 'zod'
import { type SimulatorProfileSchema } from './wire/opportunity'

/** The same profile always gives the same cache key, whatever the order of the ids. */
export function profileKey(profile: z.infer<typeof SimulatorProfileSchema>): string {
  const sorted = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b).join(',')
  const provinces = Array.isArray(profile.province) ? profile.province : [profile.province]
  return `p=${sorted(provinces)};a=${sorted(profile.applicants_v2)};x=${sorted(profile.actions_v2)}`
}
