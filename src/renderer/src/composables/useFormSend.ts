import { reactive } from 'vue'
import { type BridgeResult } from '@shared/bridge'
import { type AppError } from '@shared/errors'

/** What FormDialog shows of a form's request: busy while it goes, the service's refusal. */
export interface FormState {
  busy: boolean
  error: AppError | null
}

/**
 * A form's one request: `busy` while it goes (FormDialog neither closes nor sends again meanwhile),
 * the service's refusal kept in `error` to be said under the form, and what went through handed to
 * `then`. The caller clears `error` when the form opens again.
 */
export function useFormSend() {
  const form = reactive({ busy: false, error: null as AppError | null, send })

  async function send<T>(
    request: () => Promise<BridgeResult<T>>,
    then: (value: T) => unknown,
  ): Promise<void> {
    if (form.busy) return
    form.busy = true
    const result = await request()
    form.busy = false
    if (!result.ok) {
      form.error = result.error
      return
    }
    await then(result.value)
  }

  return form
}
