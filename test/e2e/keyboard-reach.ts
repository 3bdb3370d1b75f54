import { type Page } from '@playwright/test'

/** How many presses of Tab (and of Shift+Tab) a walk takes at most. */
const MAX_PRESSES = 400

interface Control {
  id: string
  group: string
  name: string
}

/**
 * In the page: with `mark`, marks the controls a user could operate and returns each one's group
 * and a name for it; otherwise returns the control that has the focus, by its mark, or by its name
 * when a virtual list drew it anew since it was marked.
 */
function inPage(mark: boolean): Control[] {
  const nameOf = (html: HTMLElement) => {
    const labelledBy = html.getAttribute('aria-labelledby')
    const name =
      html.getAttribute('aria-label') ||
      (labelledBy && document.getElementById(labelledBy)?.textContent?.trim()) ||
      html.textContent?.trim().slice(0, 40) ||
      html.getAttribute('placeholder') ||
      html.tagName
    return `${html.getAttribute('role') ?? html.tagName.toLowerCase()} «${name}»`
  }
  if (!mark) {
    const active = document.activeElement
    if (!(active instanceof HTMLElement) || active === document.body) return []
    const marked = active.closest<HTMLElement>('[data-reach-id]')
    const id = marked?.dataset['reachId'] ?? ''
    return [{ id, group: marked?.dataset['reachGroupOf'] ?? '', name: nameOf(active) }]
  }
  const SELECTOR = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    '[tabindex]',
    '[role="tab"]',
    '[role="switch"]',
    '[role="menuitem"]',
    '[role="checkbox"]',
    '[role="radio"]',
    '[contenteditable="true"]',
  ].join(',')
  const visible = (element: Element) => {
    if (!(element instanceof HTMLElement)) return false
    if (element.closest('[aria-hidden="true"], [inert]')) return false
    if ((element as HTMLButtonElement).disabled) return false
    const style = getComputedStyle(element)
    if (style.visibility === 'hidden' || style.display === 'none') return false
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0
  }
  const COMPOSITE = '[role="tablist"], [role="radiogroup"], [role="menu"], table, .n-radio-group'
  const controls: Control[] = []
  for (const old of document.querySelectorAll('[data-reach-id], [data-reach-group]')) {
    old.removeAttribute('data-reach-id')
    old.removeAttribute('data-reach-group')
    old.removeAttribute('data-reach-group-of')
  }
  // A dialog keeps the focus within it: then its controls are the page's.
  const dialogs = [...document.querySelectorAll('[role="dialog"]')].filter(visible)
  const root = dialogs.at(-1) ?? document
  let next = 0
  for (const element of root.querySelectorAll(SELECTOR)) {
    if (!visible(element)) continue
    const html = element as HTMLElement
    // A control inside another focusable one (an input inside naive-ui's select) is that one's.
    const outer = html.parentElement?.closest('[data-reach-id]')
    if (outer) continue
    // tabindex="-1" on its own is not a control of the page: it is focused by code.
    const role = html.getAttribute('role')
    const roving =
      role === 'tab' ||
      role === 'radio' ||
      role === 'menuitem' ||
      html.matches('tr[data-row-index], input[type="radio"]')
    if (html.getAttribute('tabindex') === '-1' && !roving && !html.matches('button, a[href]'))
      continue
    const id = String(next++)
    html.dataset['reachId'] = id
    // One stop stands for its whole group: a tablist, a radio group, a menu, a table's rows.
    let group = id
    const box = roving ? html.closest<HTMLElement>(COMPOSITE) : null
    if (box) group = box.dataset['reachGroup'] ??= `group-${id}`
    html.dataset['reachGroupOf'] = group
    controls.push({ id, group, name: nameOf(html) })
  }
  return controls
}

/**
 * Walks the page with Tab, then with Shift+Tab, from its start, and returns the controls neither
 * walk reached (a group, such as a tablist or a table's rows, is reached by any of its members).
 */
export async function unreachedControls(page: Page): Promise<string[]> {
  const controls = await page.evaluate(inPage, true)
  const wanted = new Set(controls.map((control) => control.group))
  const reached = new Set<string>()
  /** The control focused: by its mark, or (drawn anew) the first unreached one of its name. */
  const controlOf = ({ id, name }: Control) =>
    controls.find((control) => control.id === id) ??
    controls.find((control) => control.name === name && !reached.has(control.group)) ??
    controls.find((control) => control.name === name)
  for (const key of ['Tab', 'Shift+Tab']) {
    await page.evaluate(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
    })
    let firstSeen: string | null = null
    // A long list may draw more rows, each a stop, as the focus goes down it: the walk is bounded.
    for (let press = 0; press < MAX_PRESSES && reached.size < wanted.size; press++) {
      await page.keyboard.press(key)
      const [focused] = await page.evaluate(inPage, false)
      const control = focused && controlOf(focused)
      if (!control) continue
      // Back where it started: a whole cycle.
      if (control.id === firstSeen) break
      firstSeen ??= control.id
      reached.add(control.group)
    }
  }
  return controls.filter((control) => !reached.has(control.group)).map((control) => control.name)
}
