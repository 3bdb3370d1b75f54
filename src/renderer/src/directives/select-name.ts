import { type Directive } from 'vue'

/**
 * `v-select-name="label"` on a naive-ui NSelect: the elements the keyboard focuses get the
 * select's name. naive-ui focuses an inner `div tabindex=0` (and then the filter's `input`) that
 * its props cannot name, so a screen reader would hear only the value; here the div becomes a
 * named combobox that says whether its menu is open, and the input is named too. The select
 * redraws those elements as values come and go, so they are named again after every change.
 */
const observers = new WeakMap<HTMLElement, MutationObserver>()
const labels = new WeakMap<HTMLElement, string>()

function apply(root: HTMLElement): void {
  const label = labels.get(root) ?? ''
  const open = root.querySelector('.n-base-selection--active') !== null
  for (const input of root.querySelectorAll('input')) setIfChanged(input, 'aria-label', label)
  for (const box of root.querySelectorAll<HTMLElement>(
    '.n-base-selection-label, .n-base-selection-tags',
  )) {
    setIfChanged(box, 'aria-label', label)
    // Around a filter input the box is only a stop on the way to it: a named group, since a
    // combobox may not hold another control.
    if (box.querySelector('input')) {
      setIfChanged(box, 'role', 'group')
      continue
    }
    setIfChanged(box, 'role', 'combobox')
    setIfChanged(box, 'aria-haspopup', 'listbox')
    setIfChanged(box, 'aria-expanded', String(open))
  }
}

function setIfChanged(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value)
}

export const vSelectName: Directive<HTMLElement, string> = {
  mounted(root, { value }) {
    labels.set(root, value)
    apply(root)
    // Elements redrawn, and the open/closed class: the attributes set here do not retrigger it.
    const observer = new MutationObserver(() => apply(root))
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class'],
    })
    observers.set(root, observer)
  },
  updated(root, { value }) {
    labels.set(root, value)
    apply(root)
  },
  unmounted(root) {
    observers.get(root)?.disconnect()
    observers.delete(root)
  },
}
