import { type Directive } from 'vue'

/** What the keyboard can reach inside a table's rows: links, buttons, a row that takes the focus. */
const REACHABLE = 'a[href], button, input, [tabindex="0"]'

/**
 * `v-scroll-region="label"` on a naive-ui NDataTable: while its rows hold nothing the keyboard
 * can reach (a grant's concessions have no links), its scrolling body is a named region the Tab
 * key stops at, so the arrow keys scroll it (WCAG 2.1.1). naive-ui gives the body no such prop.
 * Rows with links need no extra stop: Tab scrolls through them.
 */
function apply(table: HTMLElement, label: string): void {
  const body = table.querySelector<HTMLElement>(
    '.n-data-table-base-table-body.v-vl, .n-data-table-base-table-body .v-vl, .n-data-table-base-table-body .n-scrollbar-container',
  )
  if (!body) return
  if (body.querySelector(REACHABLE) === null) {
    body.tabIndex = 0
    body.setAttribute('role', 'region')
    body.setAttribute('aria-label', label)
  } else if (body.getAttribute('role') === 'region') {
    body.removeAttribute('tabindex')
    body.removeAttribute('role')
    body.removeAttribute('aria-label')
  }
}

export const vScrollRegion: Directive<HTMLElement, string> = {
  mounted: (table, { value }) => apply(table, value),
  updated: (table, { value }) => apply(table, value),
}
