/** The sections of a client's «Informe de ayudas», in the order the report gives them. */
export const REPORT_SECTIONS = ['company', 'opportunities', 'aid', 'registry', 'cases'] as const
export type ReportSection = (typeof REPORT_SECTIONS)[number]

/** How fresh a section is: kept within the setting's days, kept longer ago, or never kept. */
export const SECTION_STATES = ['fresh', 'stale', 'missing'] as const
export type SectionState = (typeof SECTION_STATES)[number]

/** The setting's days by default, after which a kept section is `stale`. */
export const STALE_DAYS_DEFAULT = 30
