import { defineStore } from 'pinia'
import { ref } from 'vue'
import { type BridgeResult, type OpArgs } from '@shared/bridge'
import { type ClientReportGenerate } from '@shared/reports/client-report-ops'
import { type Language } from '@shared/settings'
import { api, subscribe } from '../bridge-client'

export interface ReportProgress {
  done: number
  total: number
  client: string
}

/**
 * The client's «Informe de ayudas»: the plan of its sections, their refresh, the files written
 * (with the progress main pushes, and cancel), and what is done with a file once written.
 */
export const useClientReportsStore = defineStore('client-reports', () => {
  const progress = ref<Record<string, ReportProgress>>({})
  // Events travel apart from answers: one arriving after its job ended is ignored.
  const active = new Set<string>()

  async function generate(
    input: OpArgs<'reports.clientGenerate'>,
  ): Promise<BridgeResult<ClientReportGenerate>> {
    active.add(input.jobId)
    try {
      return await api.reports.clientGenerate(input)
    } finally {
      active.delete(input.jobId)
      const rest = { ...progress.value }
      delete rest[input.jobId]
      progress.value = rest
    }
  }

  subscribe('reports.clientProgress', ({ jobId, done, total, client }) => {
    if (!active.has(jobId)) return
    progress.value = { ...progress.value, [jobId]: { done, total, client } }
  })

  return {
    progress,
    plan: (clientIds: number[], staleDays: number) =>
      api.reports.clientPlan({ clientIds, staleDays }),
    refresh: (input: OpArgs<'reports.clientRefresh'>) => api.reports.clientRefresh(input),
    generate,
    cancel: (jobId: string) => api.reports.clientCancel({ jobId }),
    open: (path: string) => api.reports.open({ path }),
    reveal: (path: string) => api.reports.reveal({ path }),
    emailDraft: (clientId: number, path: string, language: Language) =>
      api.reports.emailDraft({ clientId, path, language }),
  }
})
