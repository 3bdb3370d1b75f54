import { type Directive } from 'vue'

/**
 * `v-scroll-region="label"` on a naive-ui NDataTable whose rows hold nothing the keyboard can
 * reach: its scrolling body becomes a named region the Tab key stops at, so the arrow keys scroll
 * it (WCAG 2.1.1). naive-ui gives the body no such prop; it is drawn once the table mounts.
 */
function apply(table: HTMLElement, label: string): void {
  const body = table.querySelector<HTMLElement>(
    '.n-data-table-base-table-body .v-vl, .n-data-table-base-table-body .n-scrollbar-container',
  )
  if (!body) return
  body.tabIndex = 0
  body.setAttribute('role', 'region')
  body.setAttribute('aria-label', label)
}

export const vScrollRegion: Directive<HTMLElement, string> = {
  mounted: (table, { value }) => apply(table, value),
  updated: (table, { value }) => apply(table, value),
}
