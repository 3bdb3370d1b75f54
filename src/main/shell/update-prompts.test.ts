import { describe, expect, it } from 'vitest'
import { messageRef } from '@shared/messages/catalogue-lookup'
import { checkResultBox, RESTART_BUTTON, restartPrompt } from './update-prompts'

describe('before restarting to update', () => {
  it('says how many edits wait and how many exports would be cancelled; staying is the default', () => {
    const prompt = restartPrompt('es', { outbox: 3, exports: 1, version: '0.2.0' })
    expect(prompt.message).toBe('¿Reiniciar ahora para instalar la versión 0.2.0?')
    expect(prompt.detail).toBe(
      [
        'Hay 3 cambios esperando en la bandeja de salida: se conservan y se enviarán después del reinicio.',
        'Hay 1 exportación en curso: se cancelará y su archivo no se guardará.',
      ].join('\n'),
    )
    expect(prompt.buttons?.[RESTART_BUTTON]).toBe('Reiniciar ahora')
    expect(prompt.buttons?.[prompt.defaultId ?? -1]).toBe('Cancelar')
    expect(prompt.cancelId).toBe(prompt.defaultId)
  })

  it('leaves out what is not pending, and follows the chosen language', () => {
    const prompt = restartPrompt('en', { outbox: 1, exports: 0, version: '0.2.0' })
    expect(prompt.detail).toBe(
      'There is 1 edit waiting in the outbox: it is kept and will be sent after the restart.',
    )
    expect(prompt.buttons?.[RESTART_BUTTON]).toBe('Restart now')
  })
})

describe('the result of «Buscar actualizaciones…»', () => {
  it('is one sentence with one button', () => {
    const box = checkResultBox('es', messageRef('update.result.latest', { version: '0.1.0' }))
    expect(box.message).toBe('Tiene la última versión, la 0.1.0.')
    expect(box.buttons).toEqual(['Aceptar'])
  })
})
