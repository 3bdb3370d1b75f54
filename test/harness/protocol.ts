/** The harness's HTTP transport, shared by its server and the page-side preload. */
export const HARNESS_PREFIX = '/__grants'
export const INVOKE_PATH = `${HARNESS_PREFIX}/invoke`
export const EVENTS_PATH = `${HARNESS_PREFIX}/events`
export const KEY_HEADER = 'x-grants-key'
export const KEY_PARAM = 'key'
/** Test tooling only (`--test-control`): drives the embedded demo sandbox. */
export const CONTROL_PATH = `${HARNESS_PREFIX}/test/sandbox`
