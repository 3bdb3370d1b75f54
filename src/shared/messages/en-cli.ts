import { type esCli } from './es-cli'

/** What the command line says in English (part of en.ts): the same keys as es-cli.ts. */
export const enCli: Readonly<Record<keyof typeof esCli, string>> = {
  'cli.usage.no_command': 'The command is missing.',
  'cli.usage.unknown_command': 'Unknown command: “{word}”.',
  'cli.usage.no_subcommand': 'The subcommand of {group} is missing: {subcommands}.',
  'cli.usage.unknown_subcommand': 'Unknown subcommand of {group}: “{word}”. Use {subcommands}.',
  'cli.usage.no_help': 'There is no help on “{topic}”.',
  'cli.usage.unknown_option': 'Unknown option: {flag}.',
  'cli.usage.option_needs_value':
    'The value of {flag} is missing (if it starts with “-”, write {flag}=VALUE).',
  'cli.usage.option_value': 'The option {flag} takes no value, or its value is missing.',
  'cli.usage.invalid_options': 'Invalid options.',
  'cli.usage.option_not_for': 'The option {flag} does not apply to “{command}”.',
  'cli.usage.unexpected_argument': 'Unexpected argument: “{word}”.',
  'cli.usage.flag_missing': '{flag} is missing.',
  'cli.usage.flag_goes_with': '{missing} is missing: it goes with {given}.',
  'cli.usage.flag_empty': '{flag} is empty.',
  'cli.or': '{some} or {last}',

  'cli.usage.positive_integer': '{what} must be a positive whole number: “{raw}”.',
  'cli.usage.integer_range': '{what} must be a whole number from {min} to {max}: “{raw}”.',
  'cli.usage.id_list':
    '{what} must be a list of positive whole numbers separated by commas: “{raw}”.',
  'cli.usage.integer': '{what} must be a whole number: “{raw}”.',
  'cli.usage.amount': '{what} must be an amount, e.g. 125000 or 1234.56: “{raw}”.',
  'cli.usage.boolean': '{what} must be true or false: “{raw}”.',
  'cli.subject.client_id': 'The client ID',
  'cli.subject.case_id': 'The case-file ID',
  'cli.subject.case_ids': 'The case-file IDs',
  'cli.subject.field_value': 'The value of {field}',
  'cli.subject.saved_settings': 'the saved settings',

  'cli.usage.format_choice': '--format takes {formats}, not “{format}”.',
  'cli.usage.out_missing': '--out FILE is missing: the {format} format is written to a file.',
  'cli.usage.lang_choice': '--lang takes {langs}, not “{lang}”.',
  'cli.usage.page_or_all': 'Use --page or --all, not both.',
  'cli.report.history_unknown':
    'Opened, closed and a past month’s statuses are null: the service gives no creation date nor the date of a status change, and the command line keeps no history of statuses (the app does).',
  'cli.report.requested_unknown':
    'Requested: null, because a case file presented in the month has no requested amount.',
  'cli.report.awarded_unknown':
    'Awarded: null, because a case file awarded in the month has no awarded amount.',
  'cli.report.stale_unknown':
    'Some case files have no status change recorded here: how long they have stood is not known (stale_unknown).',
  'cli.report.credits_unknown':
    'Credits spent: null, because the service’s usage statistics count only the current period, or do not exist.',
  'cli.usage.month_format': '--month is a month YYYY-MM (for example 2026-10), not “{raw}”.',
  'cli.usage.expert_or_all': 'Use --expert or --all-experts, not both.',
  'cli.usage.closing_status_count':
    '--closing-status names from 1 to 200 statuses (their ids, which «statuses» gives): “{raw}”.',
  'cli.report.closing_unknown':
    'Closed: null also because no status was named as closing a case file, which the statuses catalogue does not say: name them with --closing-status ID[,ID…] (their ids, which «statuses» gives).',

  'cli.usage.env_choice': '--env must be demo, fandit or custom: “{env}”.',
  'cli.usage.custom_needs_url':
    'With --env custom, give the service’s address with --base-url URL (or GRANTS_BASE_URL).',
  'cli.usage.urls_need_custom': '--base-url and --test-base-url only go with --env custom.',
  'cli.usage.brand_needs_fandit': '--brand only goes with --env fandit.',
  'cli.usage.brand_invalid': '--brand is not valid: {issue}',
  'cli.usage.address_invalid': 'The address of {source} is not valid: {issue}',
  'cli.usage.expert_token_alone': 'GRANTS_EXPERT_TOKEN also needs GRANTS_TOKEN.',
  'cli.usage.password_missing':
    'The password is missing: type it when asked, or send it on the first line of standard input.',
  'cli.usage.password_unreadable': 'The password could not be read from standard input.',
  'cli.usage.user_id_needed': 'With GRANTS_TOKEN, name the user with --user-id N.',

  'cli.usage.client_id_missing': 'The client ID is missing.',
  'cli.usage.set_missing': 'Give at least one --set field=value.',
  'cli.usage.set_form': '--set expects field=value: “{set}”.',
  'cli.usage.set_twice': 'The field {field} is given twice.',
  'cli.usage.not_editable': '“{field}” is not an editable field. Fields: {fields}.',
  'cli.usage.set_invalid':
    'Some values of --set are not valid; nothing was sent to the service:\n{problems}',
  'cli.usage.filters_not_json': '--filters is not valid JSON.',
  'cli.usage.filters_not_object': '--filters must be a JSON object, e.g. {example}.',
  'cli.usage.filters_unknown_keys': '--filters has unknown keys: {keys}.',
  'cli.usage.filters_value':
    '--filters: the value of “{key}” is not valid; {expected|cli.expected} is expected.',
  'cli.expected.list': 'a list of numbers, or a text with them separated by commas',
  'cli.expected.other': 'a text',

  'cli.usage.nif_characters':
    '--nif takes only letters and digits (and spaces, dots or dashes between them), for example B12345674.',
  'cli.usage.nif_length':
    '--nif must have 2 to {max} letters and digits, for example B12345674; the one given has {length}.',
  'cli.usage.one_selector': 'Give exactly one of --nif, --grant-id or --grant-slug.',
  'cli.usage.grant_slug': '--grant-slug is empty or too long.',
  'cli.usage.nif_simulation_flags':
    '--nif and --cnae do not go with {flags}: the simulation by NIF and CNAE does not use the profile and is a single request, without pages.',
  'cli.usage.province_missing': '--province is missing: the client’s province (INE code).',
  'cli.usage.cnae':
    '--cnae must be the CNAE-2009 code of the activity, 1 to 4 digits, e.g. 6201: “{raw}”.',
  'cli.usage.search_missing': '--search TEXT is missing.',
  'cli.usage.search_length': '--search takes up to {max} characters; the one given has {length}.',
  'cli.usage.grant_missing': 'The grant’s id or slug is missing.',
  'cli.usage.grant_word': '“{word}” is neither an id nor a slug of a grant.',
  'cli.usage.sections_empty': '--sections: empty; it takes {sections}.',
  'cli.usage.sections_unknown': '--sections: “{word}” is not a section; it takes {sections}.',
  // The official registry (bdns commands).
  'cli.usage.bdns_nif':
    '--nif: «{raw}» is not a valid NIF, NIE or CIF ({problem}). The registry looks for the complete, exact NIF.',
  'cli.usage.bdns_code': 'A BDNS code is digits (six today), for example 800000: «{raw}».',
  'cli.usage.bdns_code_missing':
    'The call’s BDNS code is missing (or several, separated by commas).',
  'cli.usage.bdns_group_unknown':
    'There is no «single undertaking» group called «{name}» in this account.',
  'cli.usage.bdns_url': '--bdns-url must be an http:// or https:// address: «{raw}».',
  'cli.usage.bdns_declaration_nifs': 'The declaration is of one NIF (with its group): «{raw}».',
  'cli.usage.bdns_out_docx': '--out must be a .docx file: «{raw}».',
  'cli.usage.threshold':
    '--threshold must be an amount in euros without thousands separators, e.g. 300000: “{raw}”.',

  'cli.usage.case_id_missing': 'The case-file ID is missing.',
  'cli.usage.date': '{flag} must be a YYYY-MM-DD date: «{raw}».',
  'cli.usage.deadline_period': 'Give exactly one of --business-days, --months or --years.',
  'cli.usage.deadline_kind': '--kind must be {valid}: «{raw}».',
  'cli.usage.deadline_start':
    'Give --from DATE (with or without a period) or --date DATE, one of them.',
  'cli.usage.case_ids_missing': 'The case-file ID is missing (or several, separated by commas).',
  'cli.usage.status_both_missing': '--status-group and --status are missing.',
  'cli.usage.status_group_unknown':
    'The status group {group} is not in the catalogue. Valid groups: {valid|cli.valid}.',
  'cli.usage.status_not_in_group':
    'The status {status} is not of the group {group}. Valid statuses of that group: {valid|cli.valid}.',
  'cli.usage.status_name_unknown':
    'No status or group is called «{name}». Valid ones: {valid|cli.valid}.',
  'cli.usage.status_name_ambiguous':
    '«{name}» names several: {valid|cli.valid}. Give the group or the id.',
  'cli.usage.status_in_other_group': 'The status {status} is of the group {group}.',
  'cli.valid.none': 'none',
  'cli.valid.other': '{valid}',

  'cli.output.warning': 'Warning: {message}',
  'cli.output.local_holiday': 'Local holiday',
  'cli.output.progress': 'Downloading pages: {done}/{total}',
  'cli.output.more_help': 'More help: {help}',
  'cli.prompt.password': 'Password:',
}
