import { computed, type ComputedRef } from 'vue'
import { useI18n } from 'vue-i18n'
import { keysOf, SHORTCUT_SCREENS, shortcutsOf } from '@shared/shortcuts'
import { type PaletteCommand } from '../keyboard/palette-actions'
import { useCallsStore } from '../stores/calls-store'
import { useCasesStore } from '../stores/cases-store'
import { canRunScreenCommand } from './useScreenCommand'

/**
 * The actions the command palette offers, in order: for an expert «Ver concesiones de…»,
 * «Simular para…», the sync, and where the service has case files «Nuevo expediente para…» and
 * «Cambiar estado de…» first, then every screen, «Exportar…» where the screen has one,
 * the shortcuts and the help. Each with the keys that do the same, on this platform.
 */
export function usePaletteCommands(options: {
  mac: () => boolean
  isExpert: () => boolean
}): ComputedRef<PaletteCommand[]> {
  const { t } = useI18n()
  const cases = useCasesStore()
  const calls = useCallsStore()
  const keysFor = (action: Parameters<typeof shortcutsOf>[0]) => {
    const [first] = shortcutsOf(action)
    return first ? keysOf(first, options.mac()) : undefined
  }
  return computed<PaletteCommand[]>(() => {
    const screens = [...SHORTCUT_SCREENS, 'settings'] as const
    const list: PaletteCommand[] = screens.map((screen) => {
      const keys = screen === 'settings' ? undefined : keysFor({ kind: 'screen', screen: screen })
      return {
        id: `go-${screen}`,
        label: t('palette.goTo', { screen: t(`nav.${screen}`) }),
        keywords: t('palette.screen'),
        action: { kind: 'screen', screen },
        ...(keys ? { keys } : {}),
      }
    })
    if (options.isExpert()) {
      list.splice(
        0,
        0,
        {
          id: 'concessions-of',
          label: t('palette.concessionsOf'),
          action: { kind: 'client-step', step: 'concessions' },
        },
        {
          id: 'simulate-for',
          label: t('palette.simulateFor'),
          action: { kind: 'client-step', step: 'simulate' },
        },
        { id: 'sync', label: t('palette.sync'), action: { kind: 'sync' } },
      )
      if (cases.available) {
        list.splice(
          3,
          0,
          {
            id: 'new-case-for',
            label: t('palette.newCaseFor'),
            keywords: t('palette.caseKeywords'),
            action: { kind: 'client-step', step: 'new-case' },
          },
          {
            id: 'case-status-of',
            label: t('palette.caseStatusOf'),
            keywords: t('palette.caseKeywords'),
            action: { kind: 'case-step' },
          },
        )
      }
    }
    for (const saved of calls.saved) {
      list.push({
        id: `saved-search-${saved.name}`,
        label: t('palette.savedSearch', { name: saved.name }),
        keywords: t('palette.savedSearchKeywords'),
        action: { kind: 'saved-search', name: saved.name },
      })
    }
    if (canRunScreenCommand('export')) {
      list.push({
        id: 'export',
        label: t('palette.export'),
        keywords: t('palette.exportKeywords'),
        action: { kind: 'export' },
      })
    }
    const helpKeys = keysFor({ kind: 'command', command: 'shortcuts' })
    list.push({
      id: 'shortcuts',
      label: t('palette.shortcuts'),
      keywords: t('palette.shortcutsKeywords'),
      action: { kind: 'shortcuts' },
      ...(helpKeys ? { keys: helpKeys } : {}),
    })
    list.push(
      {
        id: 'diagnostics',
        label: t('palette.diagnostics'),
        keywords: t('palette.diagnosticsKeywords'),
        action: { kind: 'help', help: 'diagnostics' },
      },
      {
        id: 'logs',
        label: t('palette.logFolder'),
        keywords: t('palette.logFolderKeywords'),
        action: { kind: 'help', help: 'logs' },
      },
      {
        id: 'about',
        label: t('palette.about'),
        keywords: t('palette.aboutKeywords'),
        action: { kind: 'help', help: 'about' },
      },
    )
    return list
  })
}
