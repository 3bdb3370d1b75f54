import { useMessage } from 'naive-ui'
import { ref } from 'vue'
import { type BridgeResult } from '@shared/bridge'
import { type CaseChangeResult } from '@shared/cases'
import { type AppError } from '@shared/errors'

/**
 * Sending one change to case files from a dialog: busy while it goes, the refusal kept to be said,
 * `queued` once it waits in the outbox (the dialog stays to say so), else `said` with the count and
 * the dialog closed.
 */
export function useCaseChange(hooks: {
  said: (count: number) => string
  saved: () => void
  close: () => void
}) {
  const message = useMessage()
  const busy = ref(false)
  const error = ref<AppError | null>(null)
  const queued = ref(false)

  function reset(): void {
    error.value = null
    queued.value = false
  }

  async function send(change: () => Promise<BridgeResult<CaseChangeResult>>): Promise<void> {
    busy.value = true
    const result = await change()
    busy.value = false
    if (!result.ok) {
      error.value = result.error
      return
    }
    hooks.saved()
    if (result.value.status === 'queued') {
      queued.value = true
      return
    }
    message.success(hooks.said(result.value.count))
    hooks.close()
  }

  return { busy, error, queued, reset, send }
}
