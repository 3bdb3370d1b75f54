import { defineStore } from 'pinia'
import { ref } from 'vue'
import { type BridgeResult } from '@shared/bridge'
import {
  type DatasetKind,
  type ExportColumn,
  type ExportStartInput,
  type ExportStartResult,
} from '@shared/exports'
import { api, subscribe } from '../bridge-client'

/** What a list passes to «Exportar» (before main fills in the defaults). */
export type ExportSourceInput = ExportStartInput['source']

export interface ExportProgress {
  done: number
  total: number
}

/** Exports in flight: their progress (pushed by main), columns per list, cancel and reveal. */
export const useExportsStore = defineStore('exports', () => {
  const progress = ref<Record<string, ExportProgress>>({})
  const columnCache = new Map<DatasetKind, ExportColumn[]>()
  // Events travel apart from answers: one arriving after its export ended is ignored.
  const active = new Set<string>()

  async function columns(kind: DatasetKind): Promise<BridgeResult<ExportColumn[]>> {
    const known = columnCache.get(kind)
    if (known) return { ok: true, value: known }
    const answer = await api.export.columns({ kind })
    if (answer.ok) columnCache.set(kind, answer.value)
    return answer
  }

  async function start(input: ExportStartInput): Promise<BridgeResult<ExportStartResult>> {
    active.add(input.exportId)
    try {
      return await api.export.start(input)
    } finally {
      active.delete(input.exportId)
      const rest = { ...progress.value }
      delete rest[input.exportId]
      progress.value = rest
    }
  }

  subscribe('export.progress', ({ exportId, done, total }) => {
    if (!active.has(exportId)) return
    progress.value = { ...progress.value, [exportId]: { done, total } }
  })

  return {
    progress,
    columns,
    start,
    cancel: (exportId: string) => api.export.cancel({ exportId }),
    reveal: (path: string) => api.export.reveal({ path }),
  }
})
