import { type esCalls } from './es-calls'

/** The words of «Convocatorias» in English (part of en.ts). */
export const enCalls: Readonly<Record<keyof typeof esCalls, string>> = {
  'error.not_found.no_calls':
    'This service does not offer the search of calls: search from the simulator or «Cartera».',
  'error.not_found.saved_search': 'There is no saved search named «{name}».',
  'error.conflict.saved_search_exists':
    'A saved search named «{name}» already exists: choose another name or delete it first.',
  'error.storage.saved_search_read_only':
    'The search cannot be saved: the local database is not working normally in this session (see the notice at start). Restart the app; if it happens again, install the latest version.',
  'error.not_found.call_closed':
    'The call {grant} is closed: the service no longer gives its detail, and without it the fitting clients cannot be known.',
  'calls.criterion.applicants': 'applicant type',
  'calls.criterion.territory': 'territory',
  'calls.criterion.actions': 'actions',
  'calls.criterion.activities': 'sector',
  'calls.criterion.cnae': 'CNAE',
  'cli.usage.calls_choice': '{flag} takes {choices}, not «{raw}».',
  'cli.usage.calls_flag_with': '{flag} does not go with {mode}.',
  'cli.usage.calls_modes': 'Use only one of these options at a time: {flags}.',
  'validation.calls_date': 'Write the date as YYYY-MM-DD.',
  'validation.calls_text': 'Search by words of the title or by meaning, not both.',
  'validation.calls_closing_range':
    'The closing date «to» is before the «from» one: correct one of them.',
  'validation.calls_amount_range': 'The maximum amount is below the minimum: correct one of them.',
}
