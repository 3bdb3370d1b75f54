import { onMounted, onUnmounted, ref, shallowRef, watch } from 'vue'
import { type BridgeResult } from '@shared/bridge'
import { type AppError } from '@shared/errors'
import { subscribe } from '../bridge-client'

type RecordEvent = 'cases.changed' | 'clients.changed' | 'caseWork.changed'

/**
 * One record of a list as its page shows it: read through the bridge when the page opens, again
 * when it shows another (`id`) and when main says records changed (`changed`) among them this one
 * (`concerns`). A failed read keeps what was shown and says why in `error`.
 */
export function useRecord<T>(options: {
  id: () => number
  read: (id: number) => Promise<BridgeResult<T>>
  /** The events that may name it (each carries the `ids` that changed). */
  changed: RecordEvent | readonly RecordEvent[]
  concerns: (ids: readonly number[], id: number) => boolean
}) {
  const value = shallowRef<T | null>(null)
  const error = ref<AppError | null>(null)
  const loading = ref(false)

  async function load(): Promise<void> {
    loading.value = true
    const result = await options.read(options.id())
    loading.value = false
    if (result.ok) {
      value.value = result.value
      error.value = null
    } else error.value = result.error
  }

  watch(options.id, load)
  const events = typeof options.changed === 'string' ? [options.changed] : options.changed
  const stops = events.map((event) =>
    subscribe(event, ({ ids }) => {
      if (options.concerns(ids, options.id())) void load()
    }),
  )
  onUnmounted(() => stops.forEach((stop) => stop()))
  onMounted(() => void load())

  return { value, error, loading, load }
}
