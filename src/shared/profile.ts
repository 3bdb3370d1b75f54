import { z } from 'zod'
import { UserDetailSchema } from './wire/user'

const PROFILE_LISTS = [
  'communities',
  'provinces',
  'applicants',
  'actions',
  'activities',
  'regionTypes',
  'fundTypes',
  'origins',
] as const

/** The profile screen: the user detail (SC-USER-1) with every id list resolved to names. */
export const ProfileViewSchema = z.object({
  user: UserDetailSchema,
  /**
   * `detail`: `users/<id>/` (SC-USER-1); `current`: `users/current/` (SC-USER-2), when the detail is refused
   * to this account's tokens: the groups are then unknown, not empty.
   */
  userSource: z.enum(['detail', 'current']).default('detail'),
  lists: z.array(
    z.object({
      key: z.enum(PROFILE_LISTS),
      items: z.array(z.object({ id: z.number(), name: z.string() })),
    }),
  ),
  catalogueSource: z.enum(['service', 'none']),
  /** When it was fetched; `cache` when the service could not be reached and the last copy is shown. */
  fetchedAt: z.number(),
  source: z.enum(['network', 'cache']),
})
export type ProfileView = z.infer<typeof ProfileViewSchema>
