import { NTag } from 'naive-ui'
import { h, type VNode } from 'vue'
import { type Received } from '@shared/received'

/** «Ya recibida el 12/03/2025»: the client already has a concession of this grant (SC-SIM-5). */
export function receivedTag(received: Received, text: (received: Received) => string): VNode {
  return h(
    NTag,
    {
      size: 'small',
      type: 'warning',
      bordered: false,
      class: 'received-tag',
      'data-testid': 'received-tag',
    },
    () => text(received),
  )
}
