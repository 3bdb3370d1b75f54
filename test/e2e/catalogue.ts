import {
  type MessageKey,
  type MessageParams,
  renderMessage,
} from '@shared/messages/catalogue-lookup'
import { es, type MessageSchema } from '../../src/renderer/src/i18n/ui-es'

/**
 * The Spanish the specs expect on screen, read from the catalogues rather than copied: main's
 * sentences (`message`) and the renderer's own texts (`ui`).
 */

/** A sentence of main's catalogue as the app renders it in Spanish. */
export const message = (key: MessageKey, params?: MessageParams): string =>
  renderMessage('es', key, params)

/**
 * A text of the renderer's Spanish catalogue, picked by `pick` (`(t) => t.outbox.empty`), as
 * vue-i18n shows it: `count` chooses among «one | many» or «none | one | many», and `{name}` takes
 * its parameter (`n` is the count unless given).
 */
export function ui(
  pick: (texts: MessageSchema) => string,
  params: { count?: number } & Record<string, string | number> = {},
): string {
  const forms = pick(es).split(' | ')
  const { count } = params
  const index =
    count === undefined || forms.length === 1
      ? 0
      : forms.length === 2
        ? count === 1
          ? 0
          : 1
        : Math.min(count, 2)
  const values: Record<string, string | number> = { ...(count === undefined ? {} : { n: count }) }
  Object.assign(values, params)
  return (forms[index] ?? '').replace(/\{(\w+)\}/g, (whole, name: string) =>
    String(values[name] ?? whole),
  )
}
