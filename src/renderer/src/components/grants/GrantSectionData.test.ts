// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { type GrantDetails } from '@shared/grant-info'
import { mountComponent } from '../../../../../test/support/mount-component'
import GrantSectionData from './GrantSectionData.vue'

afterEach(() => document.body.replaceChildren())

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
