/**
 * The parts an export is made of, for the export service, the command line and the tests: datasets
 * and their columns, cells, the CSV and XLSX writers and the writer of one export file.
 */
export { type FileSink, temporaryPathFor, writeAtomically } from '../base/atomic-file'
export { type Cell, cellOf, cellTypeOf, displayText } from './cells'
export {
  type CellType,
  type Column,
  columnIn,
  type DatasetColumn,
  headerIn,
  pickColumns,
} from './columns'
export {
  CSV_DIALECTS,
  type CsvDialect,
  type CsvFlavour,
  csvHeader,
  compileCsvRow,
  writeCsv,
} from './csv-writer'
export {
  caseListDataset,
  casesDataset,
  type ClientNames,
  clientDossierDataset,
  clientOpportunitiesDataset,
  clientsDataset,
  columnsOf,
  concessionsByGrantDataset,
  concessionsByNifDataset,
  type Dataset,
  type DossierGrantRow,
  dossierGrantsDataset,
  type DossierRow,
  dossierRows,
  opportunitiesDataset,
  sheetIn,
  type StatusRow,
  statusesDataset,
  statusRows,
} from './datasets'
export { exportCancelledError } from './export-errors'
export {
  portfolioAidDataset,
  portfolioClientsDataset,
  portfolioDeadlinesDataset,
  portfolioGrantsDataset,
  portfolioIncompleteDataset,
} from './portfolio-datasets'
export { sheetName } from './sheet-name'
export {
  EXPORT_FORMATS,
  type ExportFormat,
  type ExportResult,
  type ExportSheet,
  FORMAT_EXTENSIONS,
  FORMAT_LABELS,
  writeExport,
  type WriteExportOptions,
} from './export-writer'
export { type SheetSource, writeXlsx } from './xlsx-writer'
