/**
 * The export formats and their files' extensions: constants only, so the settings can name them
 * without loading the export schemas (and, through them, the client and CNAE catalogues) at
 * start-up. The screens name them in their catalogues (`exports.formats`).
 */
export const EXPORT_FORMATS = ['csv-excel', 'csv-standard', 'xlsx'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

export const FORMAT_EXTENSIONS: Readonly<Record<ExportFormat, 'csv' | 'xlsx'>> = {
  'csv-excel': 'csv',
  'csv-standard': 'csv',
  xlsx: 'xlsx',
}
