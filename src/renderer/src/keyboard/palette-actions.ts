import { type CaseRow } from '@shared/cases/cases'
import { type ClientLookupRow } from '@shared/clients/clients'
import { foldText } from '@shared/text'

/** What a client entry does: open its record, or the action chosen before the client. */
export type ClientStep = 'open' | 'concessions' | 'simulate' | 'new-case'
/** What a case-file entry does: open its page, or «Cambiar estado de…» on it. */
type CaseStep = 'open' | 'status'
/** An action that asks first for its client or its case file. */
export type PaletteStep = Exclude<ClientStep, 'open'> | 'case-status'

type PaletteAction =
  | { kind: 'screen'; screen: string }
  /** «Ver concesiones de…», «Simular para…», «Nuevo expediente para…»: it then asks for the client. */
  | { kind: 'client-step'; step: Exclude<ClientStep, 'open'> }
  /** «Cambiar estado de…»: the palette then asks for the case file. */
  | { kind: 'case-step' }
  | { kind: 'sync' }
  /** A saved search of «Convocatorias», run again there. */
  | { kind: 'saved-search'; name: string }
  | { kind: 'export' }
  | { kind: 'shortcuts' }
  /** Ayuda: «Acerca de», «Exportar diagnóstico…», «Abrir carpeta de registros». */
  | { kind: 'help'; help: 'about' | 'diagnostics' | 'logs' }

export interface PaletteCommand {
  id: string
  label: string
  /** Other words that find it («pantalla», «ir»…). */
  keywords?: string
  action: PaletteAction
  /** The keys that do the same, shown beside it. */
  keys?: string[]
}

export type PaletteItem =
  | { id: string; kind: 'command'; command: PaletteCommand }
  | { id: string; kind: 'client'; client: ClientLookupRow; step: ClientStep }
  | { id: string; kind: 'case'; caseFile: CaseRow; step: CaseStep }

export interface PaletteGroup {
  key: 'clients' | 'cases' | 'actions'
  items: PaletteItem[]
}

const wordsOf = (text: string) => foldText(text).split(/\s+/).filter(Boolean)

/** The commands whose label or keywords hold every word typed; those starting with it first. */
export function filterCommands(
  commands: readonly PaletteCommand[],
  text: string,
): PaletteCommand[] {
  const words = wordsOf(text)
  if (words.length === 0) return [...commands]
  const first = words[0] ?? ''
  return commands
    .map((command, order) => {
      const label = foldText(command.label)
      const haystack = `${label} ${foldText(command.keywords ?? '')}`
      const matches = words.every((word) => haystack.includes(word))
      const rank = label.startsWith(first) ? 0 : label.includes(` ${first}`) ? 1 : 2
      return { command, order, matches, rank }
    })
    .filter((entry) => entry.matches)
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map((entry) => entry.command)
}

/**
 * What the palette lists. Choosing «Ver concesiones de…» first (a `step`) lists only clients, for
 * that action; «Cambiar estado de…», only case files. Otherwise the clients found come first, then
 * the case files found, then the matching actions; with nothing typed, only the actions.
 */
export function paletteGroups(input: {
  text: string
  step: PaletteStep | null
  clients: readonly ClientLookupRow[]
  cases?: readonly CaseRow[]
  commands: readonly PaletteCommand[]
}): PaletteGroup[] {
  const caseStep: CaseStep = input.step === 'case-status' ? 'status' : 'open'
  const cases: PaletteGroup = {
    key: 'cases',
    items: (input.cases ?? []).map((caseFile) => ({
      id: `case-${caseStep}-${caseFile.id}`,
      kind: 'case',
      caseFile,
      step: caseStep,
    })),
  }
  if (input.step === 'case-status') return [cases]
  const step = input.step ?? 'open'
  const clients: PaletteGroup = {
    key: 'clients',
    items: input.clients.map((client) => ({
      id: `client-${step}-${client.id}`,
      kind: 'client',
      client,
      step,
    })),
  }
  if (input.step !== null) return [clients]
  const actions: PaletteGroup = {
    key: 'actions',
    items: filterCommands(input.commands, input.text).map((command) => ({
      id: `command-${command.id}`,
      kind: 'command',
      command,
    })),
  }
  const groups = wordsOf(input.text).length > 0 ? [clients, cases, actions] : [actions]
  return groups.filter((group) => group.items.length > 0)
}
