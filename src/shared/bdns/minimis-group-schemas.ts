import { z } from 'zod'
import { TaxIdSchema } from '../tax-id'
import { keyed } from '../validation'

/** The most members of one «empresa única» group: a group of companies, not a portfolio. */
const MAX_GROUP_MEMBERS = 50
const MAX_GROUP_NAME = 80

const MinimisGroupMemberSchema = z.object({
  nif: z.string(),
  /** The client of this account with that NIF, when it is one. */
  clientId: z.number().int().nullable(),
  name: z.string().nullable(),
})
export type MinimisGroupMember = z.infer<typeof MinimisGroupMemberSchema>

/** Clients that are one undertaking under the de minimis regulations (linked by control). */
export const MinimisGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  members: z.array(MinimisGroupMemberSchema),
})
export type MinimisGroup = z.infer<typeof MinimisGroupSchema>

const MinimisGroupMemberInputSchema = z.object({
  nif: TaxIdSchema,
  clientId: z.number().int().nullable().default(null),
  name: z.string().trim().max(200).nullable().default(null),
})

export const MinimisGroupInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, keyed('validation.required'))
    .max(MAX_GROUP_NAME, keyed('validation.too_long', { max: MAX_GROUP_NAME })),
  members: z
    .array(MinimisGroupMemberInputSchema)
    .min(2, keyed('validation.minimis_group.too_few'))
    .max(MAX_GROUP_MEMBERS, keyed('validation.minimis_group.too_many', { max: MAX_GROUP_MEMBERS })),
})

/** `bdns.saveGroup`: a new group (`id` null) or the whole of an existing one. */
export const MinimisGroupSaveSchema = MinimisGroupInputSchema.extend({
  id: z.number().int().nullable().default(null),
})
