/**
 * The parts an export is made of, for the export service, the command line and the tests: datasets
 * and their columns, the atomic file write, the XLSX writer and the writer of one export file.
 */
export { writeAtomically } from '../base/atomic-file'
export { type Column, type DatasetColumn, headerIn } from './columns'
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
  dossierRows,
  opportunitiesDataset,
  sheetIn,
  statusesDataset,
  statusRows,
} from './datasets'
export { callsDataset, savedRunDataset } from './call-datasets'
export { exportCancelledError } from './export-errors'
export {
  portfolioAidDataset,
  portfolioClientsDataset,
  portfolioDeadlinesDataset,
  portfolioGrantsDataset,
  portfolioIncompleteDataset,
} from './portfolio-datasets'
export { type ExportFormat, type ExportSheet, writeExport } from './export-writer'
export { writeXlsx } from './xlsx-writer'
