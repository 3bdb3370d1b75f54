import { type AppInfo } from '@shared/bridge'
import { type DiagnosticsService } from '../diagnostics/diagnostics-service'
import { type ConnectivityService } from '../services/connection/connectivity-service'
import { type EnvironmentService } from '../services/connection/environment'
import { type SettingsService } from '../services/settings-service'
import { type UpdateService } from '../update/update-service'
import { type Handlers } from '../bridge/dispatch'

type AppOps =
  | 'app.info'
  | 'app.about'
  | 'logs.openFolder'
  | `diagnostics.${string}`
  | `settings.${string}`
  | 'environment.status'
  | 'connectivity.state'
  | `update.${string}`

/** The bridge handlers of the app itself: its facts, diagnostic, settings, service and updates. */
export function appHandlers(deps: {
  info: AppInfo
  diagnostics: DiagnosticsService
  settings: SettingsService
  environment: EnvironmentService
  connectivity: ConnectivityService
  updates: UpdateService
}): Pick<Handlers, Extract<keyof Handlers, AppOps>> {
  const { diagnostics, settings, environment, connectivity, updates } = deps
  return {
    'app.info': () => deps.info,
    'app.about': () => diagnostics.about(),
    'logs.openFolder': () => diagnostics.openLogFolder(),
    'diagnostics.preview': (input) => diagnostics.preview(input),
    'diagnostics.export': (input) => diagnostics.save(input),
    'settings.get': () => settings.get(),
    'settings.update': (patch) => settings.update(patch),
    'environment.status': () => environment.status(),
    'connectivity.state': () => connectivity.state(),
    'update.state': () => updates.state(),
    'update.check': () => updates.check(),
    'update.restart': () => updates.restart(),
  }
}
