const ERROR_ITEM = '.n-form-item-blank--error'
const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * After a failed save: the first field in error, in the order the form shows them, gets the focus
 * (and is scrolled to the middle, clear of a sticky toolbar). False when no field is in error.
 */
export function focusFirstError(root: ParentNode | null): boolean {
  const item = root?.querySelector(ERROR_ITEM)
  if (!item) return false
  item.scrollIntoView({ block: 'center' })
  const target = item.querySelector<HTMLElement>(FOCUSABLE)
  target?.focus({ preventScroll: true })
  return target !== null
}
