import { type Page } from '@playwright/test'

/** How many presses of Tab (and of Shift+Tab) a walk takes at most. */
const MAX_PRESSES = 400
/** Presses sent before the page is asked where each of them left the focus. */
const BATCH = 20

interface Control {
  id: string
  group: string
  name: string
}

type Mode = 'mark' | 'record' | 'take'

/**
 * In the page: with `mark`, marks the controls a user could operate and returns each one's group
 * and a name for it. With `record`, starts noting, at each key press, the control that has the
 * focus (the one the previous press left it on), by its mark, or by its name when a virtual list
 * drew it anew since it was marked; `take` returns those and the one focused now, and starts over.
 */
function inPage(mode: Mode): Control[] {
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
  /** The control focused; none (the page itself) has no id and no name. */
  const focused = (): Control => {
    const active = document.activeElement
    if (!(active instanceof HTMLElement) || active === document.body)
      return { id: '', group: '', name: '' }
    const marked = active.closest<HTMLElement>('[data-reach-id]')
    const id = marked?.dataset['reachId'] ?? ''
    return { id, group: marked?.dataset['reachGroupOf'] ?? '', name: nameOf(active) }
  }
  const page = window as unknown as { reachLog?: Control[] }
  if (mode === 'record') {
    if (!page.reachLog)
      window.addEventListener('keydown', () => page.reachLog?.push(focused()), true)
    page.reachLog = []
    return []
  }
  if (mode === 'take') {
    const log = [...(page.reachLog ?? []), focused()]
    page.reachLog = []
    return log
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
    // The contents of a closed <details> keep their boxes but are neither shown nor focusable.
    if (!element.checkVisibility()) return false
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
  const controls = await page.evaluate(inPage, 'mark' as Mode)
  const wanted = new Set(controls.map((control) => control.group))
  const reached = new Set<string>()
  /** The control focused: by its mark, or (drawn anew) the first unreached one of its name. */
  const controlOf = ({ id, name }: Control) =>
    name === ''
      ? undefined
      : (controls.find((control) => control.id === id) ??
        controls.find((control) => control.name === name && !reached.has(control.group)) ??
        controls.find((control) => control.name === name))
  for (const key of ['Tab', 'Shift+Tab']) {
    await page.evaluate(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
    })
    await page.evaluate(inPage, 'record' as Mode)
    let firstSeen: string | null = null
    let cycled = false
    // A long list may draw more rows, each a stop, as the focus goes down it: the walk is bounded.
    for (let pressed = 0; pressed < MAX_PRESSES && !cycled && reached.size < wanted.size;) {
      for (let i = 0; i < BATCH; i++, pressed++) await page.keyboard.press(key)
      // Where each press left the focus: noted at the next press, and the last one now.
      for (const focused of (await page.evaluate(inPage, 'take' as Mode)).slice(1)) {
        // Back where it started, the same element: a whole cycle.
        if (focused.id !== '' && focused.id === firstSeen) {
          cycled = true
          break
        }
        if (focused.id !== '') firstSeen ??= focused.id
        const control = controlOf(focused)
        if (control) reached.add(control.group)
      }
    }
  }
  return controls.filter((control) => !reached.has(control.group)).map((control) => control.name)
}
