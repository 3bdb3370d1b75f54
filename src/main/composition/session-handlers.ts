import { type SessionService } from '../session/session-service'
import { type AccountDataService } from '../services/account-data'
import { type CatalogueService } from '../services/catalogue-service'
import { environmentKey, type EnvironmentService } from '../services/connection/environment'
import { type ProfileService } from '../services/profile-service'
import { type SettingsService } from '../services/settings-service'
import { type Handlers } from '../bridge/dispatch'

type SessionOps = `session.${string}` | `account.${string}` | 'profile.get' | 'catalogue.get'

/**
 * The bridge handlers of the session and of what belongs to the signed-in account: its profile,
 * the service's catalogue (read again for the next account) and the data kept on this computer.
 */
export function sessionHandlers(deps: {
  session: SessionService
  settings: SettingsService
  environment: EnvironmentService
  catalogue: CatalogueService
  profile: ProfileService
  accountData: AccountDataService
}): Pick<Handlers, Extract<keyof Handlers, SessionOps>> {
  const { session, catalogue, accountData } = deps
  return {
    'session.state': () => session.view(),
    'session.login': async ({ email, password, environment: chosen }) => {
      if (chosen && environmentKey(chosen) !== deps.environment.key())
        deps.settings.update({ environment: chosen })
      catalogue.reset()
      return session.login(email, password)
    },
    'session.reauth': ({ password }) => session.reauth(password),
    'session.logout': async () => {
      catalogue.reset()
      return session.logout()
    },
    'profile.get': () => deps.profile.get(),
    'catalogue.get': () => catalogue.get(),
    'account.localData': () => accountData.localData(),
    'account.erase': async () => {
      catalogue.reset()
      return accountData.erase()
    },
  }
}
