/**
 * The portfolio's constants, kept apart from its schemas: the settings and the screens name them
 * without building the portfolio's and the clients' schemas.
 */

/** «Ayudas recibidas»: the general de minimis ceiling over three years (Regulation (EU) 2023/2831). */
export const DEFAULT_AID_THRESHOLD = 300_000
/**
 * Years of the de minimis ceiling: it applies over any period of three years (Regulation (EU)
 * 2023/2831, art. 3(2)), so the threshold is held against the three years that end today.
 */
export const DE_MINIMIS_YEARS = 3
/** Calendar years the aid summary splits its totals into, the current one first. */
export const DEFAULT_AID_YEARS = 3
export const MAX_AID_YEARS = 10
/** Requests a run keeps in flight at once (SC-PAGE-6). */
export const PORTFOLIO_CONCURRENCY = 4

/** The two runs of «Cartera»: the simulator per profile, and concessions per NIF. */
export const PORTFOLIO_KINDS = ['opportunities', 'aid'] as const
export type PortfolioKind = (typeof PORTFOLIO_KINDS)[number]
