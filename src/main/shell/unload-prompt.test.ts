import { describe, expect, it } from 'vitest'
import { DISCARD_BUTTON, unsavedChangesPrompt } from './unload-prompt'

describe('closing with unsaved changes', () => {
  it('asks in Spanish, keeping the edits by default', () => {
    const prompt = unsavedChangesPrompt('es')
    expect(prompt.buttons?.[DISCARD_BUTTON]).toBe('Descartar cambios')
    expect(prompt.buttons?.[prompt.defaultId ?? -1]).toBe('Seguir editando')
    expect(prompt.cancelId).toBe(prompt.defaultId)
  })

  it('follows the chosen language', () => {
    expect(unsavedChangesPrompt('en').buttons?.[DISCARD_BUTTON]).toBe('Discard changes')
  })
})
