import { describe, expect, it } from 'vitest'
import { commandHelp, helpText } from './help'
import { COMMAND_NAMES, type HelpTopic } from './usage'

const TOPICS: HelpTopic[] = [null, 'clients', 'portfolio', 'cases', ...COMMAND_NAMES]
const LANGS = ['es', 'en'] as const

describe('the help of the command line', () => {
  it('fills every value and block it names, in both languages', () => {
    for (const lang of LANGS) {
      for (const topic of TOPICS) {
        expect(helpText(topic, lang), `${lang} ${topic}`).not.toMatch(/\{[A-Za-z]/)
      }
    }
  })

  it('prints the JSON shapes of the commands as written', () => {
    for (const lang of LANGS) {
      const help = helpText('cases list', lang)
      expect(help).toContain('{ count, results }')
      expect(help).toContain('client_data { id, business_name, email, nif }')
      expect(helpText('clients list', lang)).toContain(`'{"order":"-updated_at","status__in":"1"}'`)
    }
  })

  it('keeps the options within 96 columns: a long paragraph is wrapped', () => {
    for (const lang of LANGS) {
      for (const command of COMMAND_NAMES) {
        const help = commandHelp(command, lang)
        const options = help.split('\n\n').find((part) => /^(Opciones|Options):/.test(part))
        for (const line of options?.split('\n') ?? []) {
          expect(line.length, `${lang} ${command}: ${line}`).toBeLessThanOrEqual(96)
        }
      }
    }
  })
})
