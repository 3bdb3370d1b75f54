import { expect } from 'vitest'
import { settle } from './fake-bridge'

/** The text of the element `testId` names, wherever the dialog teleported it. */
export function bodyText(testId: string): string {
  return document.body.querySelector(`[data-testid="${testId}"]`)?.textContent ?? ''
}

export function bodyElement<T extends HTMLElement = HTMLElement>(testId: string): T {
  const element = document.body.querySelector<T>(`[data-testid="${testId}"]`)
  if (!element) throw new Error(`sin ${testId}`)
  return element
}

/** Types `value` into the text field or area inside the element `testId` names, as a user would. */
export async function typeInto(testId: string, value: string): Promise<void> {
  const input = bodyElement(testId).querySelector<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  )
  if (!input) throw new Error(`sin campo en ${testId}`)
  input.value = value
  input.dispatchEvent(new Event('input'))
  await settle()
}

/**
 * Each element `testId` names, in the page's order, says every phrase listed for it (its white
 * space folded): one list of phrases a row, and no row more or fewer.
 */
export function expectRowsToSay(testId: string, rows: readonly (readonly string[])[]): void {
  const texts = [...document.body.querySelectorAll(`[data-testid="${testId}"]`)].map(
    (row) => row.textContent?.replace(/\s+/g, ' ') ?? '',
  )
  expect(texts).toHaveLength(rows.length)
  rows.forEach((phrases, i) => {
    for (const phrase of phrases) expect(texts[i]).toContain(phrase)
  })
}
