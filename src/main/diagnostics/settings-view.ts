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

/**
 * The settings as the diagnostic records them. Tokens never live in the settings (they are in the
 * keychain); what could still carry one is a custom address, kept without its credentials.
 */
export function settingsWithoutSecrets(settings: Settings): Settings {
  const { environment } = settings
  if (environment.preset !== 'custom') return settings
  return {
    ...settings,
    environment: {
      preset: 'custom',
      baseUrl: bareUrl(environment.baseUrl),
      testBaseUrl: bareUrl(environment.testBaseUrl),
    },
  }
}
