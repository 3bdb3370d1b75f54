/**
 * What the API client allows a server, in one place. Every answer is untrusted (architecture):
 * these bounds make a misbehaving or hostile server end in a clear error instead of a hang.
 */

/** SC-PAGE-6: pages requested at once; the service spends credits per query and its rate limits are unknown. */
export const PAGE_CONCURRENCY = 4

/**
 * The largest body read from any answer. A page of this service is a few hundred KB; past this the
 * request is aborted and reported as `bad_response` (`body_too_large`), never retried.
 */
export const MAX_BODY_BYTES = 32 * 1024 * 1024

/**
 * The most pages one walk may take. 100,000 clients at 10 rows a page (a server that ignores our
 * page size, SC-PAGE-4) and a 1,000,000-row concession export at 100 a page are 10,000 pages each; twice
 * that leaves room for rows added meanwhile.
 */
export const MAX_WALK_PAGES = 20_000

/** Same-origin redirects a GET may follow before the answer counts as malformed. */
export const MAX_REDIRECTS = 5

/** An error text longer than this, or with markup, is cut down before it reaches the user. */
export const MAX_ERROR_TEXT = 200

/** Nesting followed when looking for the message of an error body; deeper levels are ignored. */
export const MAX_ERROR_BODY_DEPTH = 16

/** Fields, and messages per field, kept from an error body: a form shows a few, not thousands. */
export const MAX_FIELD_ERRORS = 20

/**
 * The most templates, and experts, the «Nuevo expediente» form keeps: a firm has tens; a server
 * that sends more has the rest left out rather than a menu of thousands stored and shown.
 */
export const MAX_FORM_CHOICES = 1000

/**
 * The most opportunities kept from one answer of the simulation by NIF and CNAE (the vendor sends
 * at most 20), and the most grants kept from one page of `funds/concessions/` (pages are of 10):
 * a server that sends more has the rest left out.
 */
export const MAX_NIF_OPPORTUNITIES = 100
export const MAX_GRANT_LIST_ROWS = 200

/** The most calls kept from one page of `funds/` (pages are of 10): the rest is left out. */
export const MAX_CALL_ROWS = 200

/**
 * The largest answer of a grant's section (SC-GRANT-2): a grant's texts run to tens of KB, its files
 * and editions to a few hundred rows; past this the section is refused as `body_too_large`.
 */
export const MAX_GRANT_SECTION_BYTES = 2 * 1024 * 1024
