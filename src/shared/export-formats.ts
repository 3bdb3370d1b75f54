/**
 * The export formats and their names: constants only, so the screens' texts can name them without
 * loading the export schemas (and, through them, the client and CNAE catalogues) at start-up.
 */
export const EXPORT_FORMATS = ['csv-excel', 'csv-standard', 'xlsx'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

export const FORMAT_LABELS: Readonly<Record<ExportFormat, string>> = {
  // A CSV file, not a workbook: nobody should expect an .xlsx (issue 23).
  'csv-excel': 'CSV para Excel (España)',
  'csv-standard': 'CSV estándar',
  xlsx: 'Excel (.xlsx)',
}

export const FORMAT_EXTENSIONS: Readonly<Record<ExportFormat, 'csv' | 'xlsx'>> = {
  'csv-excel': 'csv',
  'csv-standard': 'csv',
  xlsx: 'xlsx',
}
