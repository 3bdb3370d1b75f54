import { enCalls } from './en-calls'
import { enCaseWork } from './en-case-work'
import { enCli } from './en-cli'
import { enClientReport } from './en-client-report'
import { enDeclaration } from './en-declaration'
import { enExports } from './en-exports'
import { enReportSettings } from './en-report-settings'
import { enMonthReport } from './en-month-report'
import { enShell } from './en-shell'
import { type Catalogue } from './keys'

/** The message catalogue in English: the same keys and parameters as es.ts (checked by a test). */
export const en: Catalogue = {
  'error.offline': 'No connection to the service.',
  'error.timeout': 'The service did not answer in time.',
  'error.unauthorized': 'The session has expired.',
  'error.forbidden': 'You are not allowed to do this.',
  'error.no_credits': 'You do not have enough credits.',
  'error.not_found': 'Not found.',
  'error.validation': 'Some data is not valid.',
  'error.rate_limited': 'Too many requests in a row.',
  'error.server': 'The service failed.',
  'error.bad_response': 'The service sent a wrong answer.',
  'error.conflict': 'There is a conflict with the service’s data.',
  'error.not_saved': 'The service has not saved some changes.',
  'error.cancelled': 'Operation cancelled.',
  'error.no_session': 'You are not signed in.',
  'error.no_expert': 'Your account has no expert access.',
  'error.insecure': 'Unencrypted connection refused.',
  'error.unknown_op': 'Unknown operation.',
  'error.storage': 'The local database cannot keep this.',
  'error.internal': 'Unexpected error.',

  'error.unauthorized.session_expired': 'Your session has expired. Sign in again to continue.',
  'error.forbidden.service_refused':
    'The service says: “{detail}” Your account is not allowed to do this; if you think it should be, ask your platform’s administrator.',
  'error.forbidden.http_status':
    '{status|http.status}. Your account is not allowed to do this; if you think it should be, ask your platform’s administrator.',
  'error.not_found.missing': 'The service does not have it. Check the id or refresh the list.',
  'error.rate_limited.too_many_requests':
    'The service is receiving too many requests. Wait a moment and try again.',
  'error.server.service_refused':
    'The grants service failed (“{detail}”). Try again in a few minutes.',
  'error.server.http_status':
    'The grants service failed ({status|http.status}). Try again in a few minutes.',
  'error.validation.service_refused':
    'The service refused the data: “{detail}” Check the data and try again.',
  'error.validation.http_status': '{status|http.status}. Check the data and try again.',
  'error.offline.unreachable':
    'No connection to the grants service. Check your Internet connection and try again; meanwhile you see the saved data.',
  'error.timeout.no_answer':
    'The grants service did not answer within {seconds} s. Try again in a few minutes.',
  'error.cancelled.operation_cancelled': 'Operation cancelled.',

  // The official registry, BDNS (services/bdns): free, public, no session.
  'error.offline.bdns_unreachable':
    'Could not connect to the official grants registry (BDNS). Check your Internet connection and try again; meanwhile you will see the saved data.',
  'error.timeout.bdns_no_answer':
    'The official grants registry (BDNS) did not answer in time. Try again in a few minutes.',
  'error.rate_limited.bdns_busy':
    'The official grants registry (BDNS) asks to be queried more slowly. Wait a minute and try again.',
  'error.server.bdns_failed':
    'The official grants registry (BDNS) failed (HTTP {status}). Try again in a few minutes.',
  'error.server.bdns_said':
    'The official grants registry (BDNS) could not answer ({detail}). Try again in a few minutes.',
  'error.bad_response.bdns_unreadable':
    'The official grants registry (BDNS) sent an answer the app does not understand. Try again later; if it happens again, contact support.',
  'error.validation.bdns_refused':
    'The official grants registry (BDNS) refused the query ({detail}). Check the NIF or the code and try again.',
  'error.bad_response.bdns_page_ceiling':
    'The query to the official grants registry (BDNS) would take more than {limit} pages and was stopped. If it happens again, contact support.',

  'error.no_credits.no_credits_left':
    'You have no credits left: you have used this month’s {monthly} and have no extra credits. {resetOn|credits.renewal} Top up credits in your account with the service, or look at the data already saved.',
  'credits.renewal.other': 'They are renewed on {resetOn}.',
  'credits.renewal.none': 'The service does not say when they are renewed.',
  'error.forbidden.forbidden_with_credits':
    'The service refused the request although you have {left} credits left: your session or your account’s permission does not allow this operation. Sign in again; if it happens again, ask your platform’s administrator.',
  'error.forbidden.token_refused':
    'The service refuses your session for this request and for your credit balance too. Sign in again; if it happens again, ask your platform’s administrator.',
  'error.forbidden.credits_unknown':
    'The service refused the request {detail|credits.refusal} and your credit balance could not be read: it may be for lack of credits. Check your balance in your account with the service and top up credits if none are left; if some are, sign in again and, if it happens again, ask your platform’s administrator.',
  'credits.refusal.other': '(“{detail}”)',
  'credits.refusal.none': 'without giving a reason',

  'error.bad_response.unexpected_shape':
    'The service sent an answer the app does not understand (field “{field}”). Try again; if it happens again, tell support.',
  'error.bad_response.next_invalid':
    'The service sent an answer the app does not understand (an invalid page link). Try again; if it happens again, tell support.',
  'error.bad_response.body_too_large':
    'The service’s answer is larger than the app accepts ({limitMb} MB) and was discarded. Try again later; if it happens again, tell support.',
  'error.bad_response.invalid_json':
    'The service sent an answer that is not valid JSON. Try again later; if it happens again, tell support.',
  'error.bad_response.redirect_foreign':
    'The service tried to redirect the request to another server ({host}); the app does not follow it, so as not to send your session there. Check the service address in Settings or tell support.',
  'error.bad_response.redirect_method':
    'The service answered a {method} request with a redirect; the app never resends changes on its own, so nothing was saved. Check the service address in Settings and try again.',
  'error.bad_response.too_many_redirects':
    'The service redirected the request more than {limit} times. Try again later; if it happens again, tell support.',
  'error.bad_response.redirect_without_location':
    'The service answered with a redirect (HTTP {status}) without saying where to. Try again later; if it happens again, tell support.',
  'error.bad_response.no_new_rows':
    'Page {page} of the list brings no new rows: the service repeats what it already sent. The download has stopped. Try again later; if it happens again, tell support.',
  'error.bad_response.next_repeated':
    'After page {page}, the service links a page already asked for. The download has stopped. Try again later; if it happens again, tell support.',
  'error.bad_response.next_not_advancing':
    'After page {page}, the service links page {nextPage} instead of a later one. The download has stopped. Try again later; if it happens again, tell support.',
  'error.bad_response.next_without_page':
    'After page {page}, the service links the next one without a page number. The download has stopped. Try again later; if it happens again, tell support.',
  'error.bad_response.more_pages_than_count':
    'The service announces {count} rows, which fit in {pages} pages, but keeps sending more. The download has stopped. Try again later; if it happens again, tell support.',
  'error.bad_response.page_ceiling':
    'The list would take {pages} pages and the app downloads {limit} at most. Narrow the search; if you think the service is wrong, tell support.',

  'error.no_session.signed_out': 'You are not signed in. Sign in to continue.',
  'error.no_session.nothing_to_renew': 'There is no session to renew. Sign in.',
  'error.no_expert.unknown_expert':
    'The service does not say which technician you are: choose a technician or the whole team.',
  'error.no_expert.no_expert_token':
    'Your account has no expert access, so it cannot see clients or case-file statuses. Ask your platform to register you as an expert.',
  'error.validation.wrong_credentials':
    'Wrong e-mail or password. Check them (capitals count) and try again.',
  'error.insecure.insecure_transport':
    'The address http://{host} is not encrypted: your password and tokens would travel in plain sight of anyone on the network. Use an https:// address, or {via|insecure.allow}.',
  'insecure.allow.other':
    'tick «Allow unencrypted connection» in Settings → Advanced if you trust that network',
  'insecure.allow.flag': 'add --allow-insecure if you trust that network',
  'error.validation.invalid_environment': 'Check the environment: some addresses are not valid.',
  'error.internal.demo_failed':
    'The demo service could not start on this computer. Close and reopen the app, or choose another environment in Settings.',

  'error.cancelled.sync_cancelled':
    'Sync cancelled: the clients saved on this computer have not changed. Press «Synchronise» whenever you want to try again.',
  'error.cancelled.account_changed': 'The session ended during the sync: nothing was saved.',
  'error.validation.postal_code_province':
    'The postal code is not of the client’s province. Correct one of the two.',
  'error.not_found.conflict_gone': 'That conflict no longer exists. Refresh the list.',
  'error.validation.conflict_choice_missing': 'Choose which value to keep for “{field}”.',
  'error.validation.refused_earlier': 'The service refused this change: “{detail}”',
  'error.not_found.outbox_entry_gone':
    'That change is no longer waiting in the outbox. Refresh the list.',
  'error.not_saved.fields_ignored':
    'The service has not saved: {fields*client.field}. {via|not_saved.next}',
  'not_saved.next.other': 'Press «Retry» to send it again or «Discard» to leave it as it is.',
  'not_saved.next.cli':
    'The service’s answer is on standard output. Check with your provider whether it accepts those fields, or change them on its website.',
  'not_saved.next.cli_partial':
    'The rest has been saved; the service’s answer is on standard output. Check with your provider whether it accepts those fields, or change them on its website.',
  'error.storage.outbox_unavailable':
    'This change cannot be left waiting to be sent: {mode|storage.why}. Nothing was saved. {cause|storage.next}',
  'storage.why.read-only':
    'the local database is read-only (see the notice at start-up) and the change would be lost',
  'storage.why.other':
    'nothing is kept on this computer in this session (see the notice at start-up) and the change would be lost when the app closes',
  'storage.next.offline': 'Save it when the connection to the service is back.',
  'storage.next.other':
    'This client has earlier unsent changes, which are not sent until the database works again: restart the app and, if it happens again, install the latest version.',
  'error.storage.outbox_read_only':
    'The outbox cannot be changed while the local database is not working normally (see the notice at start-up). Restart the app; if it happens again, install the latest version.',
  'error.storage.erase_unavailable':
    'This account’s data cannot be erased: the local database cannot be changed in this session (see the notice at start-up). Restart the app; if it happens again, install the latest version.',

  'error.validation.dossier_needs_xlsx':
    'The client record has several sheets: it is exported as Excel (.xlsx).',
  'error.forbidden.not_exported_here': 'Only files exported by the app can be shown.',
  'error.cancelled.export_cancelled': 'Export cancelled.',
  'error.validation.needs_confirmation':
    'This query will make {requests} requests to the service, which may use credits. Confirm it to go on (on the command line, with --yes).',
  'error.validation.cli_needs_yes':
    'This query will make {requests} requests to the service, which may use credits, and none was sent. Repeat the command with --yes to confirm it.',
  'error.validation.cli_needs_yes_more':
    'Completing this query will make {requests} more requests to the service, which may use credits. Only the first page was requested, to count them, and it is kept for 24 hours. Repeat the command with --yes to confirm it.',
  'error.validation.cli_needs_yes_pages':
    'There are more pages than could be counted before starting: completing the query makes {more} more requests ({requests} in all), which may use credits. The {spent} made are kept for 24 hours and not asked for again. Repeat the command with --yes to confirm the ones left.',
  'error.validation.cli_max_requests':
    'The --max-requests {max} cap was reached with {spent} requests made; finishing takes {requests} in all. What was done is kept for 24 hours and not asked for again: repeat the command with --max-requests {requests}, or without a cap, to finish.',
  'error.validation.cli_max_requests_unkept':
    'The --max-requests {max} cap was reached with {spent} requests made, and the list grew while it was read: finishing takes at least {requests} in all. Only the first page is kept for 24 hours: repeat the command with a cap above {requests}, or without a cap, to finish.',
  'error.validation.over_confirmed':
    'The list grew while it was being read: finishing it would make more than the {confirmed} requests confirmed, and no more were made. Try again to see how many it takes now.',
  'error.conflict.portfolio_running':
    'A portfolio query of this kind is already running. Wait for it to finish or cancel it.',
  'error.cancelled.portfolio_cancelled':
    'Portfolio query cancelled: nothing was saved and the previous one is kept.',
  'error.cancelled.portfolio_account_changed':
    'The session changed during the portfolio query: nothing was saved. Run it again.',
  'error.not_found.no_portfolio_run':
    'There is no saved {kind|portfolio.kind} query yet. Run one in «Portfolio» and export again.',
  'portfolio.kind.opportunities': 'opportunities',
  'portfolio.kind.aid': 'aid received',
  'portfolio.kind.other': 'portfolio',
  'portfolio.notify.title': 'Portfolio: new opportunities',
  'portfolio.notify.body': '{count|portfolio.notify.count} Click to open «Portfolio».',
  'portfolio.notify.count.1': 'There is 1 new opportunity for your clients.',
  'portfolio.notify.count.other': 'There are {count} new opportunities for your clients.',

  // Updates: the native menu's items and dialogs, and «Acerca de» (src/shared/updates.ts).
  'update.menu.check': 'Check for Updates…',
  'update.menu.restart': 'Restart to Update',
  'update.dialog.title': 'Updates',
  'update.dialog.ok': 'OK',
  'update.support.package-manager':
    'This installation is a system package: updates come from the package manager, not from the app.',
  'update.support.development':
    'This copy runs from the source code, not installed: it does not check for updates.',
  'update.support.none': 'This version of Grants Desk does not update itself.',
  'update.result.latest': 'You have the latest version, {version}.',
  'update.result.checking': 'Checking for updates…',
  'update.result.downloading':
    'A new version, {version}, is being downloaded: you can restart to update as soon as it finishes.',
  'update.result.ready':
    'Version {version} has been downloaded. Restart to update whenever it suits you.',
  'update.result.failed':
    'Could not check for updates. Check your Internet connection and try again later.',
  'update.result.download_failed':
    'Version {version} could not be downloaded. It will be tried again at the next check.',
  'update.result.never': 'No check for updates has been made yet.',
  'update.restart.title': 'Restart to update',
  'update.restart.question': 'Restart now to install version {version}?',
  'update.restart.outbox': '{count|update.restart.outbox.count}',
  'update.restart.outbox.count.1':
    'There is 1 edit waiting in the outbox: it is kept and will be sent after the restart.',
  'update.restart.outbox.count.other':
    'There are {count} edits waiting in the outbox: they are kept and will be sent after the restart.',
  'update.restart.exports': '{count|update.restart.exports.count}',
  'update.restart.exports.count.1':
    'There is 1 export running: it will be cancelled and its file will not be saved.',
  'update.restart.exports.count.other':
    'There are {count} exports running: they will be cancelled and their files will not be saved.',
  'update.restart.now': 'Restart now',
  'update.restart.cancel': 'Cancel',
  'error.internal.write_failed':
    'The file “{file}” could not be written ({errno|export.errno}). Choose another folder, or close the file if it is open, and try again.',
  'export.errno.ENOENT': 'the folder does not exist',
  'export.errno.ENOTDIR': 'the folder does not exist',
  'export.errno.EACCES': 'you are not allowed to write in that folder',
  'export.errno.EPERM':
    'you are not allowed to write in that folder, or the file is open in another program',
  'export.errno.EBUSY': 'the file is open in another program',
  'export.errno.EROFS': 'the folder is read-only',
  'export.errno.ENOSPC': 'the disk is full',
  'export.errno.EDQUOT': 'the disk is full',
  'export.errno.EISDIR': 'a folder with that name already exists',
  'export.errno.other': 'system error {errno}',
  'error.validation.no_sheets': 'There is no list to export.',
  'error.validation.csv_one_sheet':
    'A CSV file holds one list only and {count} were asked for. Choose Excel (.xlsx) to export several sheets.',
  'error.validation.unknown_columns': 'Unknown columns: {columns}. Choose columns from the list.',
  'error.validation.no_columns': 'Choose at least one column to export.',
  ...enExports,
  ...enMonthReport,
  ...enShell,
  ...enCli,
  ...enCaseWork,
  ...enCalls,
  ...enDeclaration,
  ...enReportSettings,
  ...enClientReport,

  'error.internal.unexpected':
    'Something unexpected happened. Try again; if it happens again, restart the app.',
  'error.unknown_op.unknown_op': 'Unknown operation: the app does not offer it.',
  'error.validation.invalid_input': 'Invalid data in “{field}”. Check the form and try again.',
  'error.forbidden.foreign_sender':
    'Request refused: it does not come from the Grants Desk window.',
  'error.internal.no_bridge':
    'This window is not connected to Grants Desk. Close and reopen the app.',
  'error.internal.bridge_failed': 'The app’s main process could not be reached. Try again.',

  'error.no_session.keychain_missing':
    'The session of {email} is no longer in the system keychain. Sign in again with «grants-desk login --email {email}», or set GRANTS_TOKEN and GRANTS_EXPERT_TOKEN.',
  'error.no_session.keychain_unavailable':
    'The session of {email} is not remembered because the system keychain is not available. Sign in again with «grants-desk login --email {email}», or set GRANTS_TOKEN and GRANTS_EXPERT_TOKEN.',
  'error.no_session.cli_signed_out':
    'You are not signed in to this environment. Sign in with «grants-desk login --email EMAIL», or set GRANTS_TOKEN and GRANTS_EXPERT_TOKEN.',
  'error.cancelled.command_interrupted': 'Command interrupted.',
  'error.cancelled.interrupted': 'Command interrupted ({signal}).',
  'error.cancelled.interrupted_writing':
    'Command interrupted ({signal}). «{file}» was not written and no half-written file is left.',
  'error.internal.cli_unexpected':
    'Unexpected error. Repeat the command with --verbose to see the detail and, if it happens again, tell support.',
  'error.internal.cli_unexpected_detail': 'Unexpected error ({detail}).',
  // Case files (SC-CASE-*).
  'error.validation.case_status_group':
    'Status group {group} is not in the case-file status catalogue.',
  'error.validation.case_status':
    'Status {status} is not one of group «{groupName}» in the case-file status catalogue.',
  'error.not_found.case_file': 'Case file {id} is not in the local copy: sync the case files.',
  'error.validation.case_status_template':
    'The status «{status}» does not belong to this case file’s template: choose one of those offered.',
  'error.validation.unarchive_refused':
    'This service does not accept unarchiving case files from the app: the case file stays archived.',
  'error.validation.case_expert':
    'The manager {expert} is not among the available managers: sync the case files and choose one from the list.',
  'error.not_found.case_identifier': 'No case file has the identifier {identifier}.',
  'error.not_saved.case_status_queued':
    'Case file {id} was created, but its status could not be set: it waits in the outbox and will be sent when the connection is back.',
  'error.not_found.no_case_files': 'This service does not offer case files.',
  'error.not_found.no_grant_detail': 'This service does not offer the detail of grants.',
  'error.not_found.grant_slug':
    'There is no active grant with the slug «{slug}»: it may be closed or not exist, or this service may not offer its detail. Its numeric id tells which.',
  'error.not_found.grant_slug_without_id':
    'The grant’s details do not name its id: {sections} need the numeric id. Ask for the grant by its id.',
  'error.not_found.no_nif_simulation':
    'This service does not offer the simulation by NIF and CNAE.',
  'error.not_found.no_grants_search':
    'This service does not offer the search of grants with concessions.',
  'error.not_found.no_statuses':
    "The service's status catalogue has no status, so there is no initial status; the case file was not created.",
  'error.not_saved.case_without_status':
    'Case file {id} exists, but without a status: give it one with «grants-desk cases status {id} --status-group N --status N».',
  'error.not_found.page_missing':
    'Page {page} does not exist: the list has fewer pages. Try a smaller number or --all.',

  'http.status.400': 'Bad request',
  'http.status.401': 'Not authorised',
  'http.status.403': 'Access denied',
  'http.status.404': 'Not found',
  'http.status.405': 'Method not allowed',
  'http.status.408': 'Request timed out',
  'http.status.409': 'Conflict',
  'http.status.413': 'Request too large',
  'http.status.422': 'Unprocessable data',
  'http.status.429': 'Too many requests',
  'http.status.500': 'Internal server error',
  'http.status.502': 'Bad gateway',
  'http.status.503': 'Service unavailable',
  'http.status.504': 'Gateway timed out',
  'http.status.other': 'HTTP error {status}',

  // Command-line warnings (stderr); the command goes on.
  'cli.warning.env_token_over_login':
    'GRANTS_TOKEN is set: the other commands will use those credentials, not this session.',
  'cli.warning.env_token_after_logout':
    'GRANTS_TOKEN is still set: the other commands will keep using those credentials.',
  'cli.warning.keychain_unavailable':
    'the system keychain is not available, so the session will not be remembered and the next command will not have it: pass it in GRANTS_TOKEN and GRANTS_EXPERT_TOKEN, which «login --print-tokens» prints.',
  'cli.warning.clients_without_nif':
    '{count} clients without a NIF were not looked up (ids: {ids}).',
  'cli.warning.unparsed_date': 'the date of «{title}» ({slug}) is not understood: «{text}».',
  'cli.warning.cases_first_page':
    'only the first page is shown ({shown} case files); the service counts {count}: use --all to see them all.',
  'cli.warning.case_not_read_back':
    'case file {id} has its status, but it could not be read back: identifier is left null.',
  'cli.warning.tax_id_searched_anyway': '{problem} («{nif}»); searching anyway.',
  'cli.warning.case_status_filter_refused':
    'the service does not accept the status filter (400): it was asked without it and filtered here.',
  'cli.warning.case_status_filter_ignored':
    'the service did not apply the status filter: it is filtered here.',
  'cli.warning.requests_spent': 'requests made: {spent}, of {estimated} estimated at the start.',
  'cli.warning.grant_slug_only_details':
    'this service’s details do not name the grant’s id: {sections} need its numeric id and are not asked.',

  'notice.database_newer':
    'Your data on this computer is from a newer version of Grants Desk than this one. It was neither opened nor changed: it is still in «{path}», with your unsent changes. While you use this version, nothing is kept on this computer and offline changes are not accepted. Install the latest version of Grants Desk.',
  'notice.database_migration_failed':
    'The local database could not be brought up to this version of the app. The file «{path}» was left as it was and the app works read-only. {visible|notice.visible}; offline changes cannot be saved and the outbox will not be sent until this is solved. Close and reopen the app; if it happens again, install the latest version.',
  'notice.database_not_writable':
    'The local database cannot be written. The file «{path}» was left as it was and the app works read-only. {visible|notice.visible}; offline changes cannot be saved and the outbox will not be sent until this is solved. Close and reopen the app; if it happens again, install the latest version.',
  'notice.visible.all': 'You see your usual data',
  'notice.visible.outbox':
    'Only your unsent changes ({pending}) could be read; they are in the outbox',
  'notice.visible.other': 'Its content could not be read',
  'notice.database_corrupt':
    'The local database was damaged and has been set aside as «{movedTo}». {kept|notice.kept} A new one was started: your clients will be downloaded again when you synchronise.',
  'notice.kept.0': 'There were no unsent changes that could be read.',
  'notice.kept.1': '1 unsent change was rescued; it waits in the outbox.',
  'notice.kept.other': '{kept} unsent changes were rescued; they wait in the outbox.',
  'notice.database_unavailable':
    'The local database «{path}» could not be opened ({error}) and was not changed. Meanwhile nothing is kept on this computer and offline changes are not accepted. Check that the folder is yours and writable, and reopen the app.',

  'validation.invalid': 'Invalid value.',
  'validation.invalid_type': 'This is missing or not in the expected format.',
  'validation.required': 'This cannot be left empty.',
  'validation.missing_on_service': 'Missing on the service.',
  'validation.wrong_on_service': 'This is how the service holds it: {message}',
  'validation.too_short': 'Type at least {min} characters.',
  'validation.too_long': 'At most {max} characters.',
  'validation.minimis_group.too_few':
    'A «single undertaking» group joins at least two NIFs; add another or do not create the group.',
  'validation.minimis_group.too_many': 'A group joins at most {max} NIFs.',
  'error.conflict.minimis_group_taken':
    'NIF {nif} is already in the group «{group}»: a NIF can be in one group only. Remove it from that group first.',
  'error.conflict.minimis_group_name':
    'There is already a group called «{name}». Choose another name.',
  'error.not_found.minimis_group':
    'That «single undertaking» group no longer exists. Refresh the list.',
  'validation.too_small': 'Type a number equal to or greater than {min}.',
  'validation.too_big': 'Type a number equal to or less than {max}.',
  'validation.too_few': 'Choose at least {min}.',
  'validation.too_many': 'Choose at most {max}.',
  'validation.invalid_format': 'The format is not valid.',
  'validation.invalid_option': 'Choose one of the values in the list.',
  'validation.unknown_fields': 'Unknown fields: {keys}.',

  'validation.tax_id.empty': 'Type the NIF, NIE or CIF',
  'validation.tax_id.nif_control': 'The NIF’s check letter is not correct',
  'validation.tax_id.nie_control': 'The NIE’s check letter is not correct',
  'validation.tax_id.cif_control': 'The CIF’s check character is not correct',
  'validation.tax_id.cif_needs_letter':
    'A CIF starting with {org} ends in a check letter, not a digit',
  'validation.tax_id.cif_needs_digit':
    'A CIF starting with {org} ends in a check digit, not a letter',
  'validation.tax_id.format': 'This is not the format of a NIF, NIE or CIF',

  'validation.email': 'Type a valid e-mail address, for example name@company.com.',
  'validation.phone': 'Type a valid phone number, for example +34 912 345 678.',
  'validation.choose_status': 'Choose a status.',
  'validation.postal_code_digits': 'A postal code has 5 digits.',
  'validation.postal_code_unknown': 'That postal code belongs to no province.',
  'validation.postal_code_province':
    'The postal code is not of the chosen province (its first two digits name it).',
  'validation.province_code': 'The province must be an INE code from 1 to 52',
  'validation.community_code': 'The autonomous community must be an INE code from 1 to 19',
  'validation.cnae_code': 'The CNAE must be a known CNAE-2009 class (4 digits)',
  'validation.amount': 'Type an amount in euros.',
  'validation.not_negative': 'It cannot be negative.',
  'validation.amount_too_big': 'The amount is too large.',
  'validation.whole_number': 'Type a whole number.',
  'validation.number_too_big': 'The number is too large.',
  'validation.date': 'Type a valid date.',
  'validation.date_future': 'The date of incorporation cannot be in the future.',
  'validation.no_changes': 'There are no changes to save.',
  'validation.figure_not_emptied':
    'The service does not allow emptying it once saved: type a value.',
  'validation.choose_conflict_value': 'Choose «Keep my change» or «Use the server’s».',
  'validation.choose_xlsx': 'Choose Excel (.xlsx).',
  'validation.choose_columns': 'Choose at least one column.',
  'validation.unknown_columns': 'Does not exist: {columns}',

  'client.field.nif': 'Tax ID (NIF, CIF or NIE)',
  'client.field.business_name': 'Name',
  'client.field.email': 'E-mail',
  'client.field.phone': 'Phone',
  'client.field.public': 'Public client',
  'client.field.status': 'Status',
  'client.field.reference': 'Reference',
  'client.field.notes': 'Notes',
  'client.field.contacts': 'Contact people',
  'client.field.address': 'Address',
  'client.field.postal_code': 'Postal code',
  'client.field.location': 'Town',
  'client.field.province': 'Province',
  'client.field.legal_representative_name': 'Representative’s name',
  'client.field.legal_representative_nif': 'Representative’s tax ID',
  'client.field.legal_representation_type': 'Type of representation',
  'client.field.cnaes': 'Activities (CNAE)',
  'client.field.provinces_to_work': 'Provinces where it works',
  'client.field.applicant_types': 'Applicant types',
  'client.field.action_items': 'Actions',
  'client.field.employees_quantity': 'Employees',
  'client.field.constitution_date': 'Incorporation date',
  'client.field.last_year_billing': 'Last year’s turnover',
  'client.field.investment_budget': 'Investment budget',
  'client.field.project_description': 'Project description',
  'client.field.id': 'Id',
  'client.field.expert_data': 'Manager',
  'client.field.experts': 'Other managers',
  'client.field.platform_data': 'Platform',
  'client.status.1': 'Active',
  'client.status.2': 'Inactive',
  'client.status.3': 'Prospect',
  'client.status.other': 'Status {status}',

  'validation.email_required': 'Type your e-mail address.',
  'validation.password_required': 'Type your password.',
  'validation.url':
    'Type a complete http:// or https:// address, for example https://api.fandit.es.',
  'validation.brand':
    'A brand takes only lower-case letters, digits and hyphens, for example «myadvisory».',
  'validation.prefix_empty': 'The prefix cannot be empty.',
  'validation.prefix_word': 'The prefix is one word, without spaces.',
  'validation.grant_id': 'Type a grant id (a number).',
  'validation.grant_slug': 'Type the grant’s identifier.',
  'validation.choose_province': 'Choose at least one province.',
  'validation.choose_applicant': 'Choose at least one applicant type.',
  'validation.choose_action': 'Choose at least one action.',
}
