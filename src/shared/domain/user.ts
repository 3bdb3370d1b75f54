import { z } from 'zod'
import { keyed } from '../validation'

const ids = z.array(z.number())

const userCommon = {
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_active: z.boolean(),
  communities_list: ids,
  provinces_list: ids,
  applicants_list: ids,
  region_types_list: ids,
  activities_list: ids,
  general_notifications: z.boolean(),
  distributor: z.string(),
  business_name: z.string(),
  phone: z.string(),
  fund_types_list: ids,
  origins_list: ids,
}

/** The `user` of the login answer: `platform` is a number and the actions list is `actions_list` (G17). */
export const LoginUserSchema = z.object({
  ...userCommon,
  platform: z.number(),
  actions_list: ids,
})
export type LoginUser = z.infer<typeof LoginUserSchema>

/** `users/<id>/`: `platform` is a string, `action_items_list`, plus `groups_data` (G17). */
export const UserDetailSchema = z.object({
  ...userCommon,
  platform: z.string(),
  action_items_list: ids,
  groups_data: z.array(z.object({ id: z.number(), name: z.string() })),
})
export type UserDetail = z.infer<typeof UserDetailSchema>

/** G3: `ExpertToken` may be null, "" or absent; all three mean "no expert access". */
export const LoginResponseSchema = z.object({
  token: z.string().min(1),
  ExpertToken: z
    .string()
    .nullish()
    .transform((value) => (value ? value : null)),
  user: LoginUserSchema,
})
export type LoginResponse = z.infer<typeof LoginResponseSchema>

export const LoginRequestSchema = z.object({
  email: z.string().trim().min(1, keyed('validation.email_required')).max(254),
  password: z.string().min(1, keyed('validation.password_required')).max(1024),
})
export type LoginRequest = z.infer<typeof LoginRequestSchema>
