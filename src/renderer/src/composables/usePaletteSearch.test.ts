import { afterAll, describe, expect, it } from 'vitest'
import { defineComponent, nextTick, ref } from 'vue'
import { type ClientLookupRow } from '@shared/clients/clients'
import { mountComponent } from '../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../test/support/fake-bridge'
import { type PaletteCommand } from '../keyboard/palette-actions'
import { usePaletteSearch } from './usePaletteSearch'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

const COMMANDS: PaletteCommand[] = [
  { id: 'go-clients', label: 'Ir a Clientes', action: { kind: 'screen', screen: 'clients' } },
  { id: 'sync', label: 'Sincronizar clientes', action: { kind: 'sync' } },
]
const client = (id: number, businessName: string): ClientLookupRow => ({
  id,
  businessName,
  nif: `B0000000${id}`,
  reference: null,
})

/** The newest lookup still waiting that asked for `args` (typing leaves the earlier ones waiting). */
function lastLookup(args: { text: string; limit: number }) {
  const call = bridge
    .pending('clients.lookup')
    .filter((pending) => JSON.stringify(pending.args) === JSON.stringify(args))
    .at(-1)
  if (!call) throw new Error(`sin consulta ${JSON.stringify(args)}`)
  return call
}

/** The palette's search in a component of its own, closed until the test opens it. */
function searchIn() {
  const show = ref(false)
  let search: ReturnType<typeof usePaletteSearch> | null = null
  const Host = defineComponent({
    setup() {
      search = usePaletteSearch({ show, isExpert: () => true, commands: ref(COMMANDS) })
      return () => null
    },
  })
  mountComponent(Host)
  if (!search) throw new Error('sin búsqueda')
  const open = async () => {
    show.value = true
    await settle()
    // How many clients the copy holds, asked once on opening.
    await lastLookup({ text: '', limit: 1 }).answer(ok({ total: 2, rows: [] }))
  }
  return { show, open, search: search as ReturnType<typeof usePaletteSearch> }
}

const names = (search: ReturnType<typeof usePaletteSearch>) =>
  search.items.value.map((item) =>
    item.kind === 'client'
      ? item.client.businessName
      : item.kind === 'case'
        ? item.caseFile.identifier
        : item.command.label,
  )

describe('the palette’s search', () => {
  it('shows the answer to what was typed last, whichever answer comes first', async () => {
    const { open, search } = searchIn()
    await open()
    search.text.value = 'pan'
    await settle()
    search.text.value = 'tal'
    await settle()
    const first = lastLookup({ text: 'pan', limit: 8 })
    await lastLookup({ text: 'tal', limit: 8 }).answer(
      ok({ total: 1, rows: [client(2, 'Talleres Ruiz SL')] }),
    )
    await first.answer(ok({ total: 1, rows: [client(1, 'Panadería Núñez SL')] }))
    expect(names(search)).toEqual(['Talleres Ruiz SL'])
  })

  it('starts afresh each time it opens', async () => {
    const { show, open, search } = searchIn()
    await open()
    search.chooseStep('concessions')
    search.text.value = 'ruiz'
    await settle()
    await lastLookup({ text: 'ruiz', limit: 8 }).answer(ok({ total: 0, rows: [] }))
    show.value = false
    await nextTick()
    await open()
    expect(search.step.value).toBeNull()
    expect(search.text.value).toBe('')
    expect(names(search)).toEqual(['Ir a Clientes', 'Sincronizar clientes'])
  })

  it('moves the active entry with the arrow keys, round the ends, and leaves other keys alone', async () => {
    const { open, search } = searchIn()
    await open()
    expect(search.active.value?.id).toBe('command-go-clients')
    expect(search.move('ArrowUp')).toBe(true)
    expect(search.active.value?.id).toBe('command-sync')
    expect(search.move('ArrowDown')).toBe(true)
    expect(search.active.value?.id).toBe('command-go-clients')
    expect(search.move('a')).toBe(false)
    expect(search.active.value?.id).toBe('command-go-clients')
  })
})
