import { type Handlers } from '../bridge/dispatch'
import { type ReportSettingsService } from '../services/reports/report-settings-service'

/** The bridge handlers of «Ajustes → Informes». */
export function reportSettingsHandlers(
  service: ReportSettingsService,
): Pick<
  Handlers,
  | 'reportSettings.get'
  | 'reportSettings.save'
  | 'reportSettings.pickLogo'
  | 'reportSettings.removeLogo'
> {
  return {
    'reportSettings.get': () => service.get(),
    'reportSettings.save': (settings) => service.save(settings),
    'reportSettings.pickLogo': () => service.pickLogo(),
    'reportSettings.removeLogo': () => service.removeLogo(),
  }
}
