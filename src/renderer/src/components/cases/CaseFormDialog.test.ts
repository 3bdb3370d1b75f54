import { afterAll, describe, expect, it } from 'vitest'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { OPTIONS } from '../../../../../test/support/case-fixtures'
import { bodyElement, bodyText, typeInto } from '../../../../../test/support/page-queries'
import CaseFormDialog from './CaseFormDialog.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())
bridge.always('cases.options', () => ok(OPTIONS))

async function openForm(language: 'es' | 'en' = 'es') {
  const wrapper = mountComponent(CaseFormDialog, {
    language,
    props: {
      show: true,
      client: { id: 3, name: 'Talleres Ruiz SL' },
      title: 'Kit Digital 2026',
      fundId: 77,
    },
  })
  await settle()
  return wrapper
}

describe('«Nuevo expediente»', () => {
  it('preselects the initial status, the grant’s template, the advisor and the client', async () => {
    await openForm()
    expect(bodyText('case-form-status')).toContain('Borrador')
    // Named by its grant's short title and year (template-labels.ts), not «Kit Digital · Kit Digital 2026».
    expect(bodyText('case-form-template')).toBe('Kit Digital 2026')
    expect(bodyText('case-form-expert')).toContain('Luis Gil')
    expect(bodyText('case-form-client')).toContain('Talleres Ruiz SL')
    expect(bodyElement<HTMLInputElement>('case-form-title').querySelector('input')?.value).toBe(
      'Kit Digital 2026',
    )
  })

  it('sends the case file as filled in, and says when its status waits in the outbox', async () => {
    await openForm()
    await typeInto('case-form-reference', 'REF-9')
    bodyElement('case-form-submit').click()
    await settle()
    const call = bridge.only('cases.create')
    expect(call.args).toEqual({
      client: 3,
      title: 'Kit Digital 2026',
      templateId: 2,
      expertId: 6,
      reference: 'REF-9',
      statusGroup: 10,
      status: 101,
    })
    await call.answer(ok({ status: 'status_queued', id: 44, identifier: 'EXP-44', error: null }))
    expect(bodyText('case-form-queued')).toBe(
      'El expediente EXP-44 se ha creado y su estado espera en la bandeja de salida.',
    )
  })

  it('offers a template its own statuses and preselects its initial one (SC-CASE-11)', async () => {
    const [first, second] = OPTIONS.catalogue
    if (!first || !second) throw new Error('catálogo')
    const bound = {
      ...OPTIONS,
      catalogue: [
        first,
        {
          ...second,
          status: [
            ...second.status,
            { id: 202, name: 'Presentada en Red.es', initial_state: true, template: 2 },
          ],
        },
      ],
    }
    bridge.always('cases.options', () => ok(bound))
    try {
      await openForm()
      expect(bodyText('case-form-template')).toContain('Kit Digital')
      expect(bodyText('case-form-status')).toContain('Presentada en Red.es')
    } finally {
      bridge.always('cases.options', () => ok(OPTIONS))
    }
  })

  it('preselects the grant’s template by its normalised title when no id is known (SC-SIM-6)', async () => {
    mountComponent(CaseFormDialog, {
      props: { show: true, title: 'KIT digital — 2026', fundId: null },
    })
    await settle()
    expect(bodyText('case-form-template')).toContain('Kit Digital')
  })

  it('asks for a title before sending, in English too', async () => {
    mountComponent(CaseFormDialog, { language: 'en', props: { show: true } })
    await settle()
    bodyElement('case-form-submit').click()
    await settle()
    expect(bridge.pending('cases.create')).toHaveLength(0)
    expect(document.body.textContent).toContain('Enter a title.')
    expect(bodyText('case-form-status')).toContain('Borrador')
  })
})
