import { localIsoDate } from '@shared/format'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { type Lang } from '@shared/messages/keys'
import {
  type DeclarationRequestSchema,
  type DeclarationResult,
} from '@shared/bdns/minimis-declaration'
import { type z } from 'zod'
import { writeAtomically } from '../../base/atomic-file'
import { type Platform } from '../../base/platform-port'
import { type BdnsService } from './bdns-service'
import { clientMinimis } from './client-minimis'
import { type MinimisGroupsService } from './minimis-groups'

/**
 * Writes the declaration of `request.nif` (with its group's aid) to `target`, or where the advisor
 * says when `target` is a platform to ask; the file appears only once whole.
 */
export async function exportDeclaration(
  deps: { bdns: BdnsService; groups: MinimisGroupsService; now?: () => number },
  request: z.output<typeof DeclarationRequestSchema>,
  target: string | { platform: Platform; lang: Lang },
  signal?: AbortSignal,
): Promise<DeclarationResult> {
  const now = (deps.now ?? Date.now)()
  const minimis = await clientMinimis(deps.bdns, deps.groups, request.nif, {
    ...(request.asOf ? { asOf: request.asOf } : {}),
    ...(signal ? { signal } : {}),
    now: () => now,
  })
  const path =
    typeof target === 'string'
      ? target
      : await target.platform.chooseSaveFile({
          title: renderMessage(target.lang, 'dialog.declaration.title'),
          defaultName: `declaracion-minimis-${request.nif.toLowerCase()}-${localIsoDate(new Date(now))}.docx`,
          extension: 'docx',
        })
  const nifs = minimis.sources.map((source) => source.nif)
  if (path === null) return { path: null, aid: minimis.summary.aid.length, nifs }
  // docx is loaded with the first Word file: main starts without it.
  const { declarationDocx } = await import('./declaration-docx')
  const bytes = await declarationDocx({
    minimis,
    holder: {
      name: request.name,
      address: request.address,
      representative: request.representative,
      representativeNif: request.representativeNif,
    },
    grant: request.grant,
    place: request.place,
    now,
  })
  await writeAtomically(path, (sink) => sink.write(bytes), signal ? { signal } : {})
  return { path, aid: minimis.summary.aid.length, nifs }
}
