import { z } from 'zod'
import { type LoginInput } from '../session'
import { ABSENT_ID, wireIds, wireInt, wireNestedId, wireNullableFlag, wireText } from './wire'
import { identified, wireList } from './wire-list'

const ids = z.array(z.number())

const userCommon = {
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** Null when the service did not say: shown as «—». */
  is_active: z.boolean().nullable(),
  communities_list: ids,
  provinces_list: ids,
  applicants_list: ids,
  region_types_list: ids,
  activities_list: ids,
  general_notifications: z.boolean().nullable(),
  distributor: z.string(),
  business_name: z.string(),
  phone: z.string(),
  fund_types_list: ids,
  origins_list: ids,
}

/**
 * The `user` of the login answer: `platform` is a number (ABSENT_ID when not sent) and the actions
 * list is `actions_list` (SC-USER-1).
 */
export const LoginUserSchema = z.object({
  ...userCommon,
  platform: z.number(),
  actions_list: ids,
})
export type LoginUser = z.infer<typeof LoginUserSchema>

/** `users/<id>/`: `platform` is a string, `action_items_list`, plus `groups_data` (SC-USER-1). */
export const UserDetailSchema = z.object({
  ...userCommon,
  platform: z.string(),
  action_items_list: ids,
  groups_data: z.array(z.object({ id: z.number(), name: z.string() })),
})
export type UserDetail = z.infer<typeof UserDetailSchema>

/**
 * The user fields as a server may send them (SC-DIALECT-3, SC-DIALECT-11): any may be missing or null
 * (texts read as '', flags as null, both shown as «—»), and numbers may come as strings. Only `id` is
 * required: it names the account whose replica and answers the app keeps apart from other users',
 * so a sign-in without it has no account to open.
 */
const userCommonWire = {
  id: wireInt,
  email: wireText,
  username: wireText,
  first_name: wireText,
  last_name: wireText,
  is_active: wireNullableFlag,
  communities_list: wireIds,
  provinces_list: wireIds,
  applicants_list: wireIds,
  region_types_list: wireIds,
  activities_list: wireIds,
  general_notifications: wireNullableFlag,
  distributor: wireText,
  business_name: wireText,
  phone: wireText,
  fund_types_list: wireIds,
  origins_list: wireIds,
}

/** The login-shaped user (login and `users/current/`), read leniently into `LoginUser`. */
export const LoginUserWireSchema = z.object({
  ...userCommonWire,
  platform: wireNestedId,
  actions_list: wireIds,
}) satisfies z.ZodType<LoginUser>

/** `users/<id>/`, read leniently into `UserDetail`. */
export const UserDetailWireSchema = z.object({
  ...userCommonWire,
  platform: z
    .union([z.string(), z.number().transform((id) => `#${id}`)])
    .nullish()
    .transform((platform) => platform ?? ''),
  action_items_list: wireIds,
  groups_data: wireList(identified(z.object({ id: wireInt, name: wireText }))),
}) satisfies z.ZodType<UserDetail>

/**
 * The login-shaped user in the detail form the profile shows (SC-USER-1, SC-USER-2): the platform is known
 * only by its id («#id», as any catalogue id without a name, SC-CAT-3); the groups are not sent, so the
 * list is empty and whoever shows it says they are unknown (ProfileView `userSource`).
 */
export function detailFromLogin(user: LoginUser): UserDetail {
  const { platform, actions_list, ...common } = user
  return {
    ...common,
    platform: platform === ABSENT_ID ? '' : `#${platform}`,
    action_items_list: actions_list,
    groups_data: [],
  }
}

/** SC-AUTH-3: `ExpertToken` may be null, "" or absent; all three mean "no expert access". */
export const LoginResponseSchema = z.object({
  token: z.string().min(1),
  ExpertToken: z
    .string()
    .nullish()
    .transform((value) => (value ? value : null)),
  user: LoginUserWireSchema,
})
export type LoginResponse = z.infer<typeof LoginResponseSchema>

/**
 * The body of `users/login/`: the address and password as the sign-in checked them
 * (LoginInputSchema).
 */
export type LoginRequest = Pick<LoginInput, 'email' | 'password'>
