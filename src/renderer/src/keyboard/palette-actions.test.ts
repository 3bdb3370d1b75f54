import { describe, expect, it } from 'vitest'
import { type CaseRow } from '@shared/cases/cases'
import { type ClientLookupRow } from '@shared/clients/clients'
import { filterCommands, type PaletteCommand, paletteGroups } from './palette-actions'

const COMMANDS: PaletteCommand[] = [
  {
    id: 'go-clients',
    label: 'Ir a Clientes',
    keywords: 'pantalla',
    action: { kind: 'screen', screen: 'clients' },
  },
  {
    id: 'go-concessions',
    label: 'Ir a Concesiones',
    keywords: 'pantalla',
    action: { kind: 'screen', screen: 'concessions' },
  },
  {
    id: 'concessions-of',
    label: 'Ver concesiones de…',
    action: { kind: 'client-step', step: 'concessions' },
  },
  { id: 'simulate-for', label: 'Simular para…', action: { kind: 'client-step', step: 'simulate' } },
  { id: 'sync', label: 'Sincronizar clientes', action: { kind: 'sync' } },
]
const CLIENT: ClientLookupRow = {
  id: 7,
  businessName: 'Artes Gráficas',
  nif: 'B28055374',
  reference: null,
}
const ids = (commands: PaletteCommand[]) => commands.map((c) => c.id)

describe('command palette', () => {
  it('finds actions by any word of their label, ignoring accents and case', () => {
    expect(ids(filterCommands(COMMANDS, 'SIMULAR'))).toEqual(['simulate-for'])
    expect(ids(filterCommands(COMMANDS, 'concesion'))).toEqual(['go-concessions', 'concessions-of'])
    expect(ids(filterCommands(COMMANDS, 'pantalla cli'))).toEqual(['go-clients'])
    expect(ids(filterCommands(COMMANDS, 'nada de esto'))).toEqual([])
  })

  it('puts actions whose label starts with the first word first', () => {
    expect(ids(filterCommands(COMMANDS, 'ver'))).toEqual(['concessions-of'])
    expect(ids(filterCommands(COMMANDS, 'c'))).toEqual([
      'go-clients',
      'go-concessions',
      'concessions-of',
      'sync',
    ])
  })

  it('lists only the actions until something is typed', () => {
    const groups = paletteGroups({ text: ' ', step: null, clients: [CLIENT], commands: COMMANDS })
    expect(groups.map((g) => g.key)).toEqual(['actions'])
    expect(groups[0]?.items).toHaveLength(COMMANDS.length)
  })

  it('lists the clients found, to open, before the matching actions', () => {
    const groups = paletteGroups({
      text: 'artes',
      step: null,
      clients: [CLIENT],
      commands: COMMANDS,
    })
    expect(groups.map((g) => g.key)).toEqual(['clients'])
    expect(groups[0]?.items[0]).toEqual({
      id: 'client-open-7',
      kind: 'client',
      client: CLIENT,
      step: 'open',
    })
  })

  it('after «Ver concesiones de…» lists only clients, for that action', () => {
    const groups = paletteGroups({
      text: 'sincron',
      step: 'concessions',
      clients: [CLIENT],
      commands: COMMANDS,
    })
    expect(groups).toEqual([
      {
        key: 'clients',
        items: [
          { id: 'client-concessions-7', kind: 'client', client: CLIENT, step: 'concessions' },
        ],
      },
    ])
  })

  it('lists the case files found after the clients; after «Cambiar estado de…» only case files', () => {
    const caseFile = { id: 4321, identifier: 'EXP-2026-04321' } as CaseRow
    const found = paletteGroups({
      text: 'artes',
      step: null,
      clients: [CLIENT],
      cases: [caseFile],
      commands: COMMANDS,
    })
    expect(found.map((g) => g.key)).toEqual(['clients', 'cases'])
    expect(found[1]?.items).toEqual([
      { id: 'case-open-4321', kind: 'case', caseFile, step: 'open' },
    ])
    expect(
      paletteGroups({
        text: 'artes',
        step: 'case-status',
        clients: [CLIENT],
        cases: [caseFile],
        commands: COMMANDS,
      }),
    ).toEqual([
      { key: 'cases', items: [{ id: 'case-status-4321', kind: 'case', caseFile, step: 'status' }] },
    ])
  })
})
