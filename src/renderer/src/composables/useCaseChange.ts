import { useMessage } from 'naive-ui'
import { ref } from 'vue'
import { type BridgeResult } from '@shared/bridge'
import { type CaseChangeResult } from '@shared/cases/cases'
import { useFormSend } from './useFormSend'

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
  const form = useFormSend()
  const queued = ref(false)

  function reset(): void {
    form.error = null
    queued.value = false
  }

  async function send(change: () => Promise<BridgeResult<CaseChangeResult>>): Promise<void> {
    await form.send(change, ({ status, count }) => {
      hooks.saved()
      if (status === 'queued') {
        queued.value = true
        return
      }
      message.success(hooks.said(count))
      hooks.close()
    })
  }

  return { form, queued, reset, send }
}
