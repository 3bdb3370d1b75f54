import type Database from 'better-sqlite3'
import {
  DEFAULT_REPORT_SETTINGS,
  LOGO_TYPES,
  type ReportSettings,
  ReportSettingsSchema,
} from '@shared/reports/report-settings'

type LogoType = (typeof LOGO_TYPES)[number]
export interface StoredLogo {
  type: LogoType
  data: Buffer
}

interface Row {
  json: string
  logo: Buffer | null
  logo_type: string | null
}

const isLogoType = (type: string | null): type is LogoType =>
  LOGO_TYPES.some((known) => known === type)

function settingsOf(json: string): ReportSettings {
  try {
    const read = ReportSettingsSchema.safeParse(JSON.parse(json))
    return read.success ? read.data : DEFAULT_REPORT_SETTINGS
  } catch {
    return DEFAULT_REPORT_SETTINGS
  }
}

/**
 * «Ajustes → Informes» of each account (table `report_settings`): the settings, and the logo's
 * bytes beside them. A row this version cannot read gives the defaults.
 */
export class ReportSettingsTable {
  private readonly one: Database.Statement<[string], Row>
  private readonly upsert: Database.Statement<[string, string, number]>
  private readonly setLogo: Database.Statement<
    [{ account: string; logo: Buffer | null; type: string | null; now: number }]
  >

  constructor(db: Database.Database) {
    this.one = db.prepare('SELECT json, logo, logo_type FROM report_settings WHERE account = ?')
    this.upsert = db.prepare(
      `INSERT INTO report_settings (account, json, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (account) DO UPDATE SET json = excluded.json, updated_at = excluded.updated_at`,
    )
    this.setLogo = db.prepare(
      `INSERT INTO report_settings (account, json, logo, logo_type, updated_at)
       VALUES (@account, '{}', @logo, @type, @now)
       ON CONFLICT (account) DO UPDATE SET logo = @logo, logo_type = @type, updated_at = @now`,
    )
  }

  get(account: string): { settings: ReportSettings; logo: StoredLogo | null } {
    const row = this.one.get(account)
    if (!row) return { settings: DEFAULT_REPORT_SETTINGS, logo: null }
    const logo =
      row.logo && isLogoType(row.logo_type) ? { type: row.logo_type, data: row.logo } : null
    return { settings: settingsOf(row.json), logo }
  }

  save(account: string, settings: ReportSettings, now: number): void {
    this.upsert.run(account, JSON.stringify(settings), now)
  }

  logo(account: string, logo: StoredLogo | null, now: number): void {
    this.setLogo.run({ account, logo: logo?.data ?? null, type: logo?.type ?? null, now })
  }
}
