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

/** Types `value` into the text field inside the element `testId` names, as the user would. */
export async function typeInto(testId: string, value: string): Promise<void> {
  const input = bodyElement(testId).querySelector('input')
  if (!input) throw new Error(`sin campo en ${testId}`)
  input.value = value
  input.dispatchEvent(new Event('input'))
  await settle()
}
