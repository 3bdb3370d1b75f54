import { describe, expect, it } from 'vitest'
import { createLogger, Redactor } from './logger'

describe('logger', () => {
  it('blanks registered secrets and Authorization values out of every line', () => {
    const lines: string[] = []
    const redactor = new Redactor()
    redactor.add('s3cr3t-token-value')
    const log = createLogger({ redactor, sink: (_l, line) => lines.push(line) })
    log.error('fallo con s3cr3t-token-value en la URL', new Error('token=s3cr3t-token-value'))
    log.warn('cabecera', { authorization: 'ExpertToken abcdefgh12345678' })
    const text = lines.join('\n')
    expect(text).not.toContain('s3cr3t-token-value')
    expect(text).not.toContain('abcdefgh12345678')
    expect(text).toContain('[oculto]')
  })

  it('stops redacting a secret once removed, and ignores trivially short ones', () => {
    const redactor = new Redactor()
    redactor.add('abc')
    expect(redactor.redact('abc')).toBe('abc')
    redactor.add('long-secret')
    redactor.remove('long-secret')
    expect(redactor.redact('long-secret')).toBe('long-secret')
  })

  it('honours the minimum level', () => {
    const lines: string[] = []
    const log = createLogger({
      redactor: new Redactor(),
      sink: (_l, line) => lines.push(line),
      minLevel: 'warn',
    })
    log.info('no')
    log.warn('sí')
    expect(lines).toHaveLength(1)
  })
})
