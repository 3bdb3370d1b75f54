/**
 * How the demo service reads what the vendor's documents leave open, one named switch per reading
 * ([docs/demo-service.md](../../docs/demo-service.md#readings)). The defaults are the readings the
 * app first assumed; tests turn a switch on to meet the other reading.
 */
export interface Readings {
  /** What `forms/` without `isActive` lists: every case file, or only the active ones. */
  absentIsActive: 'all' | 'active'
  /** What `forms/?isActive=0` lists: the archived case files, or every one. */
  isActiveZero: 'archived' | 'all'
  /**
   * Whether a page's `next` and `previous` carry the request's query (our description), or only
   * `page` and `page_size`, as the vendor's examples show them (`forms/?page=2&page_size=10`).
   */
  nextKeepsQuery: boolean
  /** `fund-details`' `extra_limit` as prose («Hasta el 80 % del coste…»), as its schema's text allows. */
  extraLimitText: boolean
  /** A case file's `requested_amount` and `awarded_amount` as texts («12000.50»). */
  amountsAsStrings: boolean
  /** `fund-details` names the grant's `id`, as the vendor's schema declares. */
  detailsWithId: boolean
  /**
   * `fund-related` lists the grant itself among its editions, each with its `id`, oldest first:
   * only `previous` (or the dates) tell the order.
   */
  relatedListsItself: boolean
  /**
   * The `template` each status of `forms/status-groups-list/` names: `seeded`, one of its own that
   * no case-file template is; `shared`, none (every template takes every status); `bound`, the
   * shared ones plus a copy of each bound to template 51, which `update-status` refuses (400) for
   * a case file of another template or none.
   */
  statusTemplates: 'seeded' | 'shared' | 'bound'
  /** `forms/update/` refuses `unarchive` (400): the vendor's example names only `archive`. */
  refuseUnarchive: boolean
  /** `POST clients/` is served (false: 404, a service without it). */
  createClients: boolean
  /** `POST forms/expert-assign/` is served (false: 404, a service without it). */
  expertAssign: boolean
  /** `experts/current/` is served (false: 404, a service without it). */
  expertsCurrent: boolean
  /** `forms/` ignores `my_workflows`, listing every case file the caller may see. */
  ignoreMyWorkflows: boolean
  /** `funds/concessions/beneficiaries/` pages by 10 whatever `page_size` says (it documents none). */
  byGrantIgnoresPageSize: boolean
  /** NIFs `funds/opportunities-by-cif/` answers 404 for (a service that does not know them). */
  unknownNifs: readonly string[]
  /** `forms/`' `status` and `sub_status`: applied, refused (400, they are typed as text) or ignored. */
  statusFilters: 'applied' | 'refused' | 'ignored'
  /*
   * Departures from the vendor's document the real service may make (vendor dialect; the strict
   * default answers as the document types every field).
   */
  /** Undated concessions and case files send their date as null (the document: a date, or absent). */
  nullDates: boolean
  /** Amounts the document types as integers sent with decimals; `awarded_amount` a number. */
  decimalAmounts: boolean
  /** A template without a grant sends `fund_data: null` (the document: an object, or absent). */
  nullFundData: boolean
  /** `fund-details`' `extra_limit` a number (the document: a text). */
  extraLimitNumber: boolean
  /** Texts and objects the document types as not nullable sent as null when empty. */
  nullTexts: boolean
  /**
   * `funds/`: one row in four without `status_text` and `new_entity`, its `total_amount` null
   * (the document: every field typed, none required).
   */
  callRowGaps: boolean
}

export const DEFAULT_READINGS: Readings = {
  absentIsActive: 'all',
  isActiveZero: 'archived',
  nextKeepsQuery: true,
  extraLimitText: false,
  amountsAsStrings: false,
  detailsWithId: false,
  relatedListsItself: false,
  statusTemplates: 'seeded',
  refuseUnarchive: false,
  createClients: true,
  expertAssign: true,
  expertsCurrent: true,
  ignoreMyWorkflows: false,
  byGrantIgnoresPageSize: false,
  unknownNifs: [],
  statusFilters: 'applied',
  nullDates: false,
  decimalAmounts: false,
  nullFundData: false,
  extraLimitNumber: false,
  nullTexts: false,
  callRowGaps: false,
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The readings of the demo service that serves the request (pagination reads `next`'s). */
    readings?: Readings
  }
}
