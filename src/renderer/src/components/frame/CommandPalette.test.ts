import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { type Router } from 'vue-router'
import { type CaseRow } from '@shared/cases/cases'
import { type ClientLookupRow } from '@shared/clients/clients'
import { foldText } from '@shared/text'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { bodyElement, bodyText } from '../../../../../test/support/page-queries'
import { OPTIONS } from '../../../../../test/support/case-fixtures'
import { useCallsStore } from '../../stores/calls-store'
import CommandPalette from './CommandPalette.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

const CLIENTS: ClientLookupRow[] = [
  { id: 1, businessName: 'Panadería Núñez SL', nif: 'B11111111', reference: null },
  { id: 2, businessName: 'Talleres Ruiz SL', nif: 'B22222222', reference: 'REF-9' },
]

/** This computer's copy as the palette asks it: every word in the name or the NIF. */
function answerFrom(replica: readonly ClientLookupRow[]) {
  bridge.always('clients.lookup', (args) => {
    const { text, limit } = args as { text: string; limit: number }
    const words = foldText(text).split(/\s+/).filter(Boolean)
    const rows = replica.filter((client) =>
      words.every((word) => foldText(`${client.businessName} ${client.nif}`).includes(word)),
    )
    return ok({ total: rows.length, rows: rows.slice(0, limit) })
  })
}
beforeEach(() => answerFrom(CLIENTS))

/** The palette as the app opens it (Ctrl+K): mounted closed, then shown. */
async function openPalette(language: 'es' | 'en' = 'es') {
  const shown: boolean[] = []
  const wrapper = mountComponent(CommandPalette, {
    props: { show: false, mac: false, 'onUpdate:show': (value: boolean) => shown.push(value) },
    language,
  })
  await wrapper.setProps({ show: true } as Parameters<typeof wrapper.setProps>[0])
  await settle()
  const router = (wrapper.vm as unknown as { $router: Router }).$router
  return { shown, router }
}

function textBox(): HTMLInputElement {
  const input = bodyElement('palette-input').querySelector('input')
  if (!input) throw new Error('sin cuadro de texto')
  return input
}

async function type(text: string): Promise<void> {
  const input = textBox()
  input.value = text
  input.dispatchEvent(new Event('input'))
  await settle()
}

async function press(key: string): Promise<void> {
  textBox().dispatchEvent(new KeyboardEvent('keydown', { key, code: key, bubbles: true }))
  await settle()
}

const options = () =>
  [...document.querySelectorAll('[data-testid="palette-option"]')].map(
    (option) => option.querySelector('.name')?.textContent?.trim() ?? '',
  )
const activeOption = () =>
  document
    .getElementById(textBox().getAttribute('aria-activedescendant') ?? '')
    ?.querySelector('.name')
    ?.textContent?.trim()

describe('the command palette', () => {
  it('lists every action at first, the clients found and the matching actions as one types', async () => {
    await openPalette()
    expect(options()).toContain('Ir a Mi perfil')
    expect(options()).toContain('Atajos de teclado')
    await type('talleres')
    expect(options()).toEqual(['Talleres Ruiz SL'])
    expect(bodyText('palette-list')).toContain('Clientes')
    await type('concesiones')
    expect(options()).toEqual(['Ver concesiones de…', 'Ir a Concesiones'])
  })

  it('moves the active entry with ↓ and ↑, wrapping, and runs it with Enter', async () => {
    const { shown, router } = await openPalette()
    await type('sl')
    expect(options()).toEqual(['Panadería Núñez SL', 'Talleres Ruiz SL'])
    expect(activeOption()).toBe('Panadería Núñez SL')
    await press('ArrowUp')
    expect(activeOption()).toBe('Talleres Ruiz SL')
    await press('ArrowDown')
    expect(activeOption()).toBe('Panadería Núñez SL')
    await press('ArrowDown')
    await press('Enter')
    expect(router.currentRoute.value.name).toBe('client')
    expect(router.currentRoute.value.params['id']).toBe('2')
    expect(shown).toEqual([false])
  })

  it('asks for the client of «Ver concesiones de…» and opens that client’s concessions', async () => {
    const { router } = await openPalette()
    expect(activeOption()).toBe('Ver concesiones de…')
    await press('Enter')
    expect(bodyText('palette-step')).toContain('¿Qué cliente?')
    await type('ruiz')
    expect(options()).toEqual(['Talleres Ruiz SL'])
    await press('Enter')
    expect(router.currentRoute.value.name).toBe('concessions')
    expect(JSON.stringify(router.currentRoute.value.query)).toContain('B22222222')
  })

  it('offers the saved searches of «Convocatorias» and runs one there', async () => {
    const { router } = await openPalette()
    useCallsStore().saved = [
      {
        name: 'Hostelería',
        filters: { order: 'closing' },
        createdAt: 0,
        lastRunAt: null,
        lastCount: null,
      },
    ]
    await type('hostel')
    expect(options()).toEqual(['Repetir la búsqueda «Hostelería»'])
    await press('Enter')
    expect(router.currentRoute.value.name).toBe('calls')
    expect(bridge.only('calls.runSaved').args).toEqual({ name: 'Hostelería', maxPages: 1 })
  })

  it('closes with Escape', async () => {
    const { shown } = await openPalette()
    await press('Escape')
    expect(shown).toEqual([false])
  })

  it('says when nothing matches, and when this computer holds no clients yet', async () => {
    await openPalette()
    await type('zzz')
    expect(options()).toEqual([])
    expect(bodyText('palette-empty')).toBe(
      'Nada coincide con «zzz». Pruebe con otra parte del nombre, del NIF o de la acción.',
    )
    document.body.replaceChildren()
    answerFrom([])
    await openPalette()
    await type('ruiz')
    expect(bodyText('palette-empty')).toBe(
      'Todavía no hay clientes en este equipo: sincronice la lista en Clientes para buscarlos aquí.',
    )
  })

  it('speaks English when the app does: «about» finds «About Grants Desk»', async () => {
    await openPalette('en')
    await type('about')
    expect(options()[0]).toBe('About Grants Desk')
  })
})

describe('the command palette and the case files', () => {
  const caseRow = (id: number, title: string): CaseRow => ({
    id,
    identifier: `EXP-2026-0${id}`,
    title,
    clientId: 2,
    clientName: 'Talleres Ruiz SL',
    clientNif: 'B22222222',
    statusGroup: { id: 10, name: 'Preparación' },
    status: { id: 101, name: 'Borrador' },
    requestedAmount: null,
    awardedAmount: null,
    presentationDate: null,
    concessionDate: null,
    expertId: 301,
    expertName: '',
    archived: false,
    pending: 'none',
    nextDeadline: null,
  })
  const CASES = [caseRow(4321, 'Kit Digital'), caseRow(4400, 'Eficiencia energética')]
  const asked: unknown[] = []
  beforeEach(() => {
    asked.length = 0
    bridge.always('cases.options', () => ok(OPTIONS))
    bridge.always('cases.statusOptions', () => ok({ catalogue: OPTIONS.catalogue }))
    // This computer's copy of the case files, by any word of the identifier or the title.
    bridge.always('cases.query', (args) => {
      asked.push(args)
      const { text } = args as { text: string }
      const words = foldText(text).split(/\s+/).filter(Boolean)
      const rows = CASES.filter((row) =>
        words.every((word) => foldText(`${row.identifier} ${row.title}`).includes(word)),
      )
      return ok({ availability: 'yes', rows, total: rows.length, syncedAt: 1, syncing: false })
    })
  })

  it('finds case files by identifier or title, and opens the one chosen', async () => {
    const { router } = await openPalette()
    await type('04321')
    expect(options()).toEqual(['EXP-2026-04321'])
    expect(bodyText('palette-list')).toContain('Expedientes')
    expect(bodyText('palette-list')).toContain(
      'Kit Digital · Talleres Ruiz SL · Preparación · Borrador',
    )
    expect(asked.at(-1)).toMatchObject({ text: '04321', textIn: 'identity', limit: 5 })
    await type('eficiencia')
    expect(options()).toEqual(['EXP-2026-04400'])
    await press('Enter')
    expect(router.currentRoute.value.name).toBe('case')
    expect(router.currentRoute.value.params['id']).toBe('4400')
  })

  it('«Nuevo expediente para…» asks for the client and opens the form for it', async () => {
    const { shown } = await openPalette()
    await type('nuevo expediente')
    expect(options()[0]).toBe('Nuevo expediente para…')
    await press('Enter')
    expect(bodyText('palette-step')).toContain('Nuevo expediente para… ¿Qué cliente?')
    await type('ruiz')
    expect(options()).toEqual(['Talleres Ruiz SL'])
    await press('Enter')
    expect(shown).toEqual([false])
    expect(bodyElement('case-form-dialog').textContent).toContain('Talleres Ruiz SL')
  })

  it('«Cambiar estado de…» asks for the case file, opens its page and its status dialog', async () => {
    const { router } = await openPalette()
    await type('cambiar estado')
    expect(options()[0]).toBe('Cambiar estado de…')
    await press('Enter')
    expect(bodyText('palette-step')).toContain('Cambiar estado de… ¿Qué expediente?')
    // Only case files, not clients, for this step.
    await type('kit')
    expect(options()).toEqual(['EXP-2026-04321'])
    await press('Enter')
    expect(router.currentRoute.value.name).toBe('case')
    expect(router.currentRoute.value.params['id']).toBe('4321')
    expect(document.body.querySelector('[data-testid="case-status-dialog"]')).not.toBeNull()
  })
})
