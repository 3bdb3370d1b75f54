/** The harness's HTTP transport, shared by its server and the page-side preload. */
const HARNESS_PREFIX = '/__grants'
export const INVOKE_PATH = `${HARNESS_PREFIX}/invoke`
export const EVENTS_PATH = `${HARNESS_PREFIX}/events`
/** The page-side bridge, bundled for the built renderer. */
export const PRELOAD_PATH = `${HARNESS_PREFIX}/web-preload.js`
export const KEY_HEADER = 'x-grants-key'
export const KEY_PARAM = 'key'
