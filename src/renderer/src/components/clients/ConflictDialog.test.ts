import { afterAll, describe, expect, it } from 'vitest'
import { type OutboxEntry } from '@shared/clients/clients'
import { appError } from '@shared/errors'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { CASE_STATUS_CONFLICT, CLIENT_CONFLICT } from '../../../../../test/support/outbox-fixtures'
import { bodyElement, bodyText } from '../../../../../test/support/page-queries'
import ConflictDialog from './ConflictDialog.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())
bridge.always('outbox.summary', () => ok({ pending: 0, conflicts: 1, failed: 0 }))
bridge.always('outbox.list', () => ok([]))

const CASE_ENTRY: OutboxEntry = {
  ...CLIENT_CONFLICT,
  id: 8,
  kind: 'case',
  caseId: 44,
  caseLabel: null,
  fields: ['case_archived'],
  conflicts: [{ field: 'case_archived', base: false, mine: true, theirs: false }],
}

const text = (element: Element) => (element.textContent ?? '').replace(/\u00a0/g, ' ').trim()

/** The field's three columns as the adviser reads them: before, mine, the server's. */
function columns(field: string): string[] {
  const section = bodyElement(`conflict-field-${field}`)
  return ['conflict-base', 'conflict-mine', 'conflict-theirs'].map((id) =>
    text(section.querySelector(`[data-testid="${id}"]`) ?? section),
  )
}

const resolveButton = () => bodyElement<HTMLButtonElement>('conflict-resolve')

/** Picks «Mantener mi cambio» or «Usar el del servidor» on a field, by its radio. */
async function pick(field: string, choice: 'keep-mine' | 'use-theirs'): Promise<void> {
  const input = bodyElement(`conflict-field-${field}`).querySelector<HTMLInputElement>(
    `[data-testid="${choice}"] input`,
  )
  if (!input) throw new Error(`sin ${choice} en ${field}`)
  input.click()
  await settle()
}

function open(entry: OutboxEntry, language: 'es' | 'en' = 'es') {
  const wrapper = mountComponent(ConflictDialog, { language, props: { show: true, entry } })
  return { wrapper, dialog: () => wrapper.findComponent(ConflictDialog) }
}

describe('«Resolver conflicto»', () => {
  it('shows, per field, the value before, the adviser’s and the server’s, as the record reads them', async () => {
    open(CLIENT_CONFLICT)
    await settle()
    expect(bodyText('conflict-dialog')).toContain(
      'Mientras su cambio de «Gráficas Alcobendas SL» esperaba',
    )
    expect(text(bodyElement('conflict-field-phone').querySelector('h3') ?? document.body)).toBe(
      'Teléfono',
    )
    expect(columns('phone')).toEqual(['—', '951 000 001', '951 000 002'])
    expect(columns('province')).toEqual(['Madrid', 'Sevilla', 'Barcelona'])
    expect(columns('last_year_billing')).toEqual(['100.000,00 €', '125.000,50 €', '—'])
  })

  it('resolves only once every field has a choice, and sends each field’s choice', async () => {
    const { dialog } = open(CLIENT_CONFLICT)
    await settle()
    expect(resolveButton().disabled).toBe(true)
    await pick('phone', 'keep-mine')
    await pick('province', 'use-theirs')
    expect(resolveButton().disabled).toBe(true)
    // The whole column is the choice, not just its radio.
    bodyElement('conflict-field-last_year_billing')
      .querySelector<HTMLElement>('[data-testid="conflict-mine"]')
      ?.click()
    await settle()
    expect(resolveButton().disabled).toBe(false)
    // A change of mind replaces the field's choice.
    await pick('phone', 'use-theirs')

    resolveButton().click()
    await settle()
    const call = bridge.only('outbox.resolve')
    expect(call.args).toEqual({
      entryId: 12,
      choices: { phone: 'theirs', province: 'theirs', last_year_billing: 'mine' },
    })
    await call.answer(ok({ pending: 1, conflicts: 0, failed: 0 }))
    expect(document.body.textContent).toContain('Conflicto resuelto.')
    expect(dialog().emitted('update:show')).toEqual([[false]])
    expect(dialog().emitted('resolved')).toHaveLength(1)
  })

  it('says why a resolution failed, and stays open with the choices made', async () => {
    const { dialog } = open(CLIENT_CONFLICT)
    await settle()
    for (const field of ['phone', 'province', 'last_year_billing']) await pick(field, 'keep-mine')
    resolveButton().click()
    await settle()
    await bridge
      .only('outbox.resolve')
      .answer({ ok: false, error: appError('error.not_found.conflict_gone', { entryId: 12 }) })
    expect(bodyText('conflict-dialog')).toContain('Ese conflicto ya no existe. Actualice la lista.')
    expect(dialog().emitted('update:show')).toBeUndefined()
    expect(dialog().emitted('resolved')).toBeUndefined()
    expect(resolveButton().disabled).toBe(false)
  })

  it('starts afresh when opened again: no choice kept, no old error', async () => {
    const { wrapper } = open(CLIENT_CONFLICT)
    await settle()
    for (const field of ['phone', 'province', 'last_year_billing']) await pick(field, 'use-theirs')
    expect(resolveButton().disabled).toBe(false)
    await wrapper.setProps({ show: false } as Parameters<typeof wrapper.setProps>[0])
    await settle()
    await wrapper.setProps({ show: true } as Parameters<typeof wrapper.setProps>[0])
    await settle()
    expect(resolveButton().disabled).toBe(true)
    expect(document.body.querySelectorAll('input[type="radio"]:checked')).toHaveLength(0)
  })

  it('names a case file’s change by its case file, in English too, and resolves its field', async () => {
    const { dialog } = open(CASE_ENTRY, 'en')
    await settle()
    expect(bodyText('conflict-dialog')).toContain('«Case file #44»')
    expect(columns('case_archived')).toEqual(['Not archived', 'Archived', 'Not archived'])
    await pick('case_archived', 'keep-mine')
    resolveButton().click()
    await settle()
    const call = bridge.only('outbox.resolve')
    expect(call.args).toEqual({ entryId: 8, choices: { case_archived: 'mine' } })
    await call.answer(ok({ pending: 1, conflicts: 0, failed: 0 }))
    expect(document.body.textContent).toContain('Conflict resolved.')
    expect(dialog().emitted('resolved')).toHaveLength(1)
  })

  it('shows a case file’s statuses as «Grupo · Estado», and «Sin estado» for none', async () => {
    open(CASE_STATUS_CONFLICT)
    await settle()
    expect(bodyText('conflict-dialog')).toContain('«EXP-44 · Kit Digital 2026»')
    expect(columns('case_status')).toEqual([
      'Sin estado',
      'Resolución · Concedido',
      'Preparación · Documentación',
    ])
  })

  it('names a client the local copy lacks by its id', async () => {
    open({ ...CLIENT_CONFLICT, clientName: null })
    await settle()
    expect(bodyText('conflict-dialog')).toContain('«Cliente #3»')
  })
})
