import { describe, expect, it } from 'vitest'
import { type GrantFile } from '@shared/grant-info'
import { mountComponent } from '../../../../../test/support/mount-component'
import GrantFiles from './GrantFiles.vue'

const file = (over: Partial<GrantFile>): GrantFile => ({
  id: 1,
  title: 'Bases reguladoras',
  filename: 'bases.pdf',
  primary: true,
  documentType: 'Orden',
  url: 'https://www.infosubvenciones.es/bases.pdf',
  ...over,
})
const FILES = [file({}), file({ id: 2, title: '', url: null, documentType: null })]

describe('a grant’s files', () => {
  it('name each file, with a link named after it when it has one', () => {
    const wrapper = mountComponent(GrantFiles, { props: { files: FILES, none: 'Sin ficheros.' } })
    const [linked, unlinked] = wrapper.findAll('[data-testid="grant-file"]')
    const link = linked?.get('[data-testid="grant-file-link"]')
    expect(link?.attributes('href')).toBe('https://www.infosubvenciones.es/bases.pdf')
    expect(link?.attributes('aria-label')).toBe('Abrir Bases reguladoras')
    expect(unlinked?.text()).toBe('bases.pdf(sin enlace)')
    expect(wrapper.text()).not.toContain('Orden')
  })

  it('say their type when told, and that there are none', () => {
    const typed = mountComponent(GrantFiles, { props: { files: FILES, none: '-', typed: true } })
    expect(typed.findAll('[data-testid="grant-file"]')[0]?.text()).toContain('· Orden')
    document.body.replaceChildren()
    const none = mountComponent(GrantFiles, { props: { files: [], none: 'Sin ficheros.' } })
    expect(none.text()).toBe('Sin ficheros.')
  })
})
