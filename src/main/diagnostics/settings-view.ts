import { type Settings } from '@shared/settings'

/** A service address without user, password, query or fragment: those may carry credentials. */
function bareUrl(value: string): string {
  try {
    const url = new URL(value)
    return `${url.protocol}//${url.host}${url.pathname}`
  } catch {
    return '[dirección no válida]'
  }
}

/** The settings as the diagnostic records them: the local holidays only counted. */
type SettingsView = Omit<Settings, 'localHolidays'> & { localHolidays: number }

/**
 * The settings as the diagnostic records them. Tokens never live in the settings (they are in the
 * keychain); what could still carry one is a custom address, kept without its credentials. The
 * local holidays name the firm's municipalities: only how many there are.
 */
export function settingsWithoutSecrets(settings: Settings): SettingsView {
  const { environment } = settings
  const counted = { ...settings, localHolidays: settings.localHolidays.length }
  if (environment.preset !== 'custom') return counted
  return {
    ...counted,
    environment: {
      preset: 'custom',
      baseUrl: bareUrl(environment.baseUrl),
      testBaseUrl: bareUrl(environment.testBaseUrl),
    },
  }
}
