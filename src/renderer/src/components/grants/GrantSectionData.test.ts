import { describe, expect, it } from 'vitest'
import { type GrantDetails } from '@shared/grant-info'
import { mountComponent } from '../../../../../test/support/mount-component'
import GrantSectionData from './GrantSectionData.vue'

const NONE: GrantDetails = {
  id: null,
  slug: null,
  title: null,
  goal: null,
  statusText: null,
  scope: null,
  totalAmount: null,
  requestAmount: null,
  publisher: null,
  applicants: null,
  term: null,
  helpType: null,
  expenses: null,
  executionPeriod: null,
  line: null,
  extraLimit: null,
  infoExtra: null,
}

const shown = (extraLimit: GrantDetails['extraLimit']) => {
  mountComponent(GrantSectionData, {
    props: { content: { section: 'details', data: { ...NONE, extraLimit } } },
  })
  const field = document.querySelector('[data-testid="grant-detail-extraLimit"] dd')
  return (field?.textContent ?? '').replace(/\u00a0/g, ' ')
}

describe('a grant’s details (SC-GRANT-10)', () => {
  it('shows extra_limit in euros when it is a plain number, as the service wrote it otherwise', () => {
    expect(shown(12000)).toBe('12.000,00 €')
    document.body.replaceChildren()
    expect(shown('Hasta el 80 % del coste, con un máximo de 12.000 €')).toBe(
      'Hasta el 80 % del coste, con un máximo de 12.000 €',
    )
  })
})

describe('a grant read in one go', () => {
  it('writes the amounts of its texts as euros', () => {
    mountComponent(GrantSectionData, {
      props: {
        content: {
          section: 'details',
          data: { ...NONE, infoExtra: 'Ayuda por beneficiario de 75000 € a 1000000 €.' },
        },
      },
    })
    const field = document.querySelector('[data-testid="grant-detail-infoExtra"] dd')
    expect((field?.textContent ?? '').replace(/\u00a0/g, ' ')).toBe(
      'Ayuda por beneficiario de 75.000 € a 1.000.000 €.',
    )
  })

  it('lists «Documentación requerida» one document a line', () => {
    mountComponent(GrantSectionData, {
      props: {
        content: {
          section: 'documents',
          data: {
            requiredDocuments:
              'DNI o NIE del solicitante, certificado de estar al corriente con la Agencia Tributaria y la Seguridad Social, y formulario de solicitud cumplimentado.',
            templates: [],
          },
        },
      },
    })
    const items = [...document.querySelectorAll('[data-testid="grant-required-document"]')]
    expect(items.map((item) => item.textContent?.trim())).toEqual([
      'DNI o NIE del solicitante',
      'Certificado de estar al corriente con la Agencia Tributaria y la Seguridad Social',
      'Formulario de solicitud cumplimentado',
    ])
    expect(document.querySelector('[data-testid="grant-required-documents"]')?.tagName).toBe('UL')
  })
})
