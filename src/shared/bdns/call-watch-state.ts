import { z } from 'zod'
import { WATCHED_FIELDS } from './bdns-call-changes'
import { BdnsCallSchema } from '../wire/bdns-wire'

/** One case file's watched call, as `bdns.watchState` lists it. */
const CallWatchEntrySchema = z.object({
  caseId: z.number().int(),
  /** The call's BDNS code, from the grant's `funds/fund-normative/`; null when it names none. */
  code: z.string().nullable(),
  /** The call's public page in the registry. */
  url: z.string().nullable(),
  /** When the call was last read; null before the first check. */
  checkedAt: z.number().nullable(),
  /** Changes written to the case file's history and not yet seen (the badge of «Expedientes»). */
  unseen: z.number().int(),
  /** The call as last read (a null never erasing a known date); null before the first check. */
  call: BdnsCallSchema.nullable(),
})
export type CallWatchEntry = z.infer<typeof CallWatchEntrySchema>

export const CallWatchStateSchema = z.object({
  entries: z.array(CallWatchEntrySchema),
  /** The sum of `unseen`: the badge. */
  unseen: z.number().int(),
})
export type CallWatchState = z.infer<typeof CallWatchStateSchema>

const CaseCallChangeSchema = z.object({
  caseId: z.number().int(),
  code: z.string(),
  field: z.enum([...WATCHED_FIELDS, 'document', 'notice']),
  before: z.union([z.string(), z.boolean()]).nullable(),
  after: z.union([z.string(), z.boolean()]).nullable(),
})

/** «Comprobar ahora»: one case file's call, or every watched one when `caseId` is absent. */
export const CallWatchCheckInputSchema = z.object({ caseId: z.number().int().optional() })

export const CallWatchCheckResultSchema = z.object({
  /** Calls read. */
  checked: z.number().int(),
  changes: z.array(CaseCallChangeSchema),
  /** Case files whose call could not be read (the registry refused the code). */
  failed: z.array(z.number().int()),
})
export type CallWatchCheckResult = z.infer<typeof CallWatchCheckResultSchema>

export const CallWatchSeenInputSchema = z.object({ caseId: z.number().int() })
