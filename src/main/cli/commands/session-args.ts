import { positiveInteger } from '../coerce'
import { type FlagValues } from '../flags'
import { usageError } from '../usage-error'

export type SessionCommand =
  | { name: 'login'; email: string; printTokens: boolean }
  | { name: 'logout' }
  | { name: 'whoami' }
  | { name: 'profile'; userId: number | null }

/** A session command («login», «logout», «whoami», «profile») from its flags. */
export function sessionCommand(
  name: 'login' | 'logout' | 'whoami' | 'profile',
  values: FlagValues,
): SessionCommand {
  switch (name) {
    case 'login': {
      const email = values.email?.trim()
      if (!email) throw usageError('cli.usage.flag_missing', { flag: '--email' }, name)
      return { name, email, printTokens: values['print-tokens'] ?? false }
    }
    case 'logout':
    case 'whoami':
      return { name }
    case 'profile': {
      const raw = values['user-id']
      return { name, userId: raw === undefined ? null : positiveInteger('--user-id', raw) }
    }
  }
}
