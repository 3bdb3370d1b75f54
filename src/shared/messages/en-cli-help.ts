import { type esCliHelp } from './es-cli-help'

/** The command line's help in English: the same keys and blocks as es-cli-help.ts. */
export const enCliHelp: Readonly<Record<keyof typeof esCliHelp, string>> = {
  'cli.help.usage': 'Usage: {program} <command> [options]',
  'cli.help.command_usage': 'Usage: {program} {usage} [connection options]',
  'cli.help.intro': 'Grants Desk’s command line for the grants service.',
  'cli.help.commands': 'Commands:',
  'cli.help.help_usage': 'help [command]',
  'cli.help.help_summary': 'This help, or a command’s (also “<command> --help”).',
  'cli.help.options': 'Options:',
  'cli.help.more_help': 'More help: {program} {command} --help',
  'cli.help.group.clients': 'Client commands',
  'cli.help.group.portfolio': 'Portfolio commands',
  'cli.help.group.cases': 'Case-file commands',
  'cli.help.group.bdns': 'Official grants registry (BDNS) commands',
  'cli.help.group.report': 'Report commands',
  'cli.help.connection': `Connection (with any command):
  --env demo|fandit|custom  Service: the local demo, FANDIT or addresses of your own.
  --base-url URL            Production address (implies --env custom).
  --test-base-url URL       Test address (sign-in and simulator); by default, the production
                            one.
  --brand BRAND             FANDIT white label: https://BRAND.api.fandit.es.
  --allow-insecure          Allows an http:// (unencrypted) address that is not this computer;
                            without it, such an address is refused before anything is sent.
                            Use it only on a network you trust: the password and the tokens
                            would travel unprotected.
  --verbose                 Writes the activity log to standard error.
Options win over environment variables, and these over what “login” saved.`,
  'cli.help.environment': `Environment variables:
  GRANTS_BASE_URL, GRANTS_TEST_BASE_URL  Addresses of your own (imply --env custom).
  GRANTS_TOKEN, GRANTS_EXPERT_TOKEN      Credentials, so as not to sign in; with them the
                                         keychain is not read (the expert one is optional).
  GRANTS_DESK_HOME                       Folder of the settings and the session (by default
                                         ~/.config/grants-desk-cli).
  GRANTS_DESK_BDNS_URL                   The official registry's (BDNS) address for «bdns».`,
  'cli.help.output': `Output is JSON on standard output; warnings, progress and errors go to standard error.
Exit codes: 0 success; 1 error of the service, the network or the session; 2 wrong usage;
130 and 143 interrupted (Ctrl-C, SIGTERM): an export to --out leaves no half-written file.`,

  'cli.help.block.page': `--page N        Page shown (by default, 1).
--all           Every page, up to {pageConcurrency} at a time; prints { count, results }.`,
  'cli.help.block.output': `--format F      json (default), csv (Excel in Spain: “;”, decimal comma, UTF-8 with BOM)
                or xlsx (Excel). csv and xlsx need --out.
--out FILE      Writes the result to that file (only once complete: never half-written) and
                prints { file, format, rows }.
--lang {langs}    Language of the headers and of the sheet in csv and xlsx (by default, {defaultLang}).`,
  'cli.help.block.portfolio_cost': `--yes           Confirms the query when it will send more than {confirmAbove} requests (each may
                cost a credit). Without --yes, it says how many and ends with code 2 without
                sending any. {portfolioConcurrency} are sent at a time; what was asked in the last 24 hours
                is not asked again. --yes answers every question of the command, the second
                one too (when the first page of some profile or NIF shows more): the command
                ends in one run and says on standard error how many it made of those estimated.`,
  'cli.help.block.cost_caps': `--max-requests N  The most the command may send: when more is needed, it stops without
                going past N, says what is missing and how to finish, and ends with code 3.
--ask-above N   Does not ask below N requests (by default, the portfolioAskAbove setting
                of the command line's settings file, or {confirmAbove}).`,
  'cli.help.block.paid': `--yes           With --all, confirms the query when it will send more than {confirmAbove} requests
                (each may cost a credit). Without --yes, it asks only for the first page to
                count them, says how many are left and ends with code 2. --yes answers every
                question: when the list grows while it is read, it goes on to the end and says
                on standard error how many it made of those estimated.
What this account asked in the last 24 hours is not asked again.`,
  'cli.help.block.portfolio_scope': `--filters JSON  Only the clients of those filters (the same keys as “clients list”).
--active        Only active clients.`,
  'cli.help.block.case_status': `--status-group N  Status group, and --status N, one of its statuses, from the catalogue of
                  “statuses”; both are checked against it before anything is sent.
--observation TEXT  Note on the change of status.`,
  'cli.help.block.case_fields':
    'Each case file: id, identifier, uuid, title, client_data { id, business_name, email, nif }, expert_data { id, name, email }, company, phone, platform, reference, additional_data, status_group { id, name }, current_status { id, name }, requested_amount, awarded_amount, presentation_date, concession_date, shared_client.',
  'cli.help.block.case_columns':
    'In csv and xlsx, one row per case file: Case-file id, Identifier, Title, Client id, Client, NIF, Group, Status, Amount requested (€), Amount awarded (€), Submission date, Concession date, Manager and Reference; amounts in euros and dates as dates, empty when missing.',

  'cli.help.login.usage': 'login --email EMAIL [--print-tokens]',
  'cli.help.login.summary': 'Signs in and keeps the session in the system keychain.',
  'cli.help.login.details': `--email EMAIL   The account’s e-mail address.
--print-tokens  Prints the session's tokens too (tokens.GRANTS_TOKEN and
                tokens.GRANTS_EXPERT_TOKEN), to pass them to a script without a keychain.
                Only with this option: they are never printed, logged or kept otherwise.
The password is read from standard input (its first line) or, in a terminal, asked for
without showing it. The environment used is kept for the next commands.`,

  'cli.help.logout.usage': 'logout',
  'cli.help.logout.summary': 'Signs out and removes the session from the keychain.',

  'cli.help.whoami.usage': 'whoami',
  'cli.help.whoami.summary': 'Shows the signed-in user and the environment.',

  'cli.help.profile.usage': 'profile [--user-id N]',
  'cli.help.profile.summary': 'Shows the user’s profile (users/<id>/).',
  'cli.help.profile.details': `--user-id N     The user asked for; required with GRANTS_TOKEN. By default, the signed-in
                one.`,

  'cli.help.clients_list.usage':
    'clients list [--page N] [--page-size N] [--all] [--filters JSON] [--active] [--format F --out FILE]',
  'cli.help.clients_list.summary': 'Lists the clients: one page, or every page with --all.',
  'cli.help.clients_list.details': `{page}
--page-size N   Rows per page asked for, 1 to 200 (10 by default; with --all, 200).
--filters JSON  JSON object of filters, e.g. '{"order":"-updated_at","status__in":"1"}'.
                Keys: order, status__in, general_text, nif__icontains,
                business_name__icontains, email__contains, reference__icontains,
                contacts__icontains, province_id__in, cnaes__id__in,
                provinces_to_work__id__in, expert__in, applicant_types_v2__id__in,
                simulator_check. They are sent in “filters” and each as a parameter.
--active        Only active clients (isActive=1 and status__in=1).
{output}`,

  'cli.help.clients_create.usage':
    'clients create --nif NIF [--name TEXT] [--email EMAIL] [--phone PHONE]',
  'cli.help.clients_create.summary': 'Adds a client from its tax ID.',
  'cli.help.clients_create.details': `--nif NIF          Tax ID (NIF, NIE or CIF); checked before anything is sent.
--name TEXT        Name or company name.
--email EMAIL      E-mail.
--phone PHONE      Phone.
Prints the client the service made (POST clients/).`,

  'cli.help.clients_get.usage': 'clients get ID',
  'cli.help.clients_get.summary': 'Shows a client.',

  'cli.help.clients_update.usage': 'clients update ID --set field=value [--set field=value …]',
  'cli.help.clients_update.summary': 'Changes fields of a client; only those given are sent.',
  'cli.help.clients_update.details': `--set field=value  An editable field and its new value. Numbers for amounts, employees and
                   status; true/false for public; lists of whole numbers separated by commas
                   for cnaes, provinces_to_work, applicant_types and action_items; a whole
                   number for province; null empties phone, reference and notes; text for
                   the rest. They are checked by the app form’s rules before sending.
The service’s answer goes to standard output. If it does not save some field (some
services take neither reference, notes nor contacts), it says so on standard error and
ends with code 1.`,

  'cli.help.concessions.usage':
    'concessions --nif NIF | --grant-id ID | --grant-slug SLUG [--all [--yes] [--max-requests N]] [--ask-above N] [--page N] [--format F --out FILE]',
  'cli.help.concessions.summary': 'Published concessions of a beneficiary (by NIF) or of a grant.',
  'cli.help.concessions.details': `--nif NIF          Beneficiary: 2 to 20 letters and digits; a NIF whose check character
                   is wrong gives a warning, but is searched for.
--grant-id ID      Grant, by its identifier.
--grant-slug SLUG  Grant, by its slug.
{page}
{paid}
{costCaps}
{output}`,

  'cli.help.statuses.usage': 'statuses [--format F --out FILE]',
  'cli.help.statuses.summary': 'Case-file status groups (every page).',
  'cli.help.statuses.details': `What this account asked in the last 24 hours is not asked again.
{output}`,

  'cli.help.grant.usage':
    'grant ID|SLUG [--sections details,documents,evaluation,normative,related] [--yes] [--ask-above N]',
  'cli.help.grant.summary':
    'The detail of a grant: requirements, documents, evaluation, regulations and past editions.',
  'cli.help.grant.details': `--sections LIST   Sections, separated by commas (by default, all five): details,
                  documents, evaluation, normative, related. Each is a query that uses
                  credits; what this account asked in the last 24 hours is not asked
                  again.
Prints { id, slug, closed, sections }; a section the service does not offer is null.
A closed grant is not an error: closed is true and concessions says how to see its
concessions. With the slug only the detail (details) is asked for: the other sections need
the numeric id. A service without these operations ends with code 1.
--yes           Confirms paid requests, as in the other commands (one per section;
                up to {confirmAbove} it is not needed).
{costCaps}`,

  'cli.help.simulate.usage':
    'simulate --province 28[,8] --applicants 1,2 --actions 3,4 [--all [--yes] [--max-requests N]] [--ask-above N] [--page N] [--format F --out FILE] | --nif NIF --cnae CODE --province N [--yes] [--ask-above N] [--format F --out FILE]',
  'cli.help.simulate.summary':
    'Grants a company with that profile may apply for, or by its NIF and CNAE when the profile is incomplete.',
  'cli.help.simulate.details': `--province LIST     Provinces (INE codes), separated by commas.
--applicants LIST   Applicant types, separated by commas.
--actions LIST      Actions, separated by commas.
{page}
{paid}
{costCaps}
{output}
By NIF and CNAE, for a client without applicant types or without actions:
--nif NIF           The client’s NIF, 2 to 20 letters and digits.
--cnae CODE         CNAE-2009 code of its activity, 1 to 4 digits (e.g. 6201).
--province N        Its province (INE code, 1 to 52): a single one.
--yes               Confirms paid requests, as in the other commands (this is one, which
                    may cost a credit; up to {confirmAbove} it is not needed), and takes
                    --max-requests and --ask-above.
A single request, of up to 20 grants, without pages; it does not take --applicants,
--actions, --page nor --all. Prints { count, next, previous, results } as by profile; each
grant has received: { date } if the NIF already received it according to the concessions
this account asked for, or null. If the service does not offer this simulation, it says so
and ends with code 1.`,

  'cli.help.grants.usage': 'grants --search TEXT [--page N] [--yes] [--ask-above N]',
  'cli.help.grants.summary': 'Searches grants with published concessions by words of their title.',
  'cli.help.grants.details': `--search TEXT   Words of the grant’s title.
--page N        Page shown (by default, 1); each page is a request.
--yes           Confirms paid requests, as in the other commands (each page is one, which
                may cost a credit; up to {confirmAbove} it is not needed).
{costCaps}
What this account asked in the last 24 hours is not asked again.
Prints { count, results }: count, the grants the service finds; in results, those of that
page, each with id, slug, title, status_text, total_amount, concessions_count,
concessions_amount and concession_requests (the requests listing its concessions with
“concessions --grant-id ID --all” would take). If the service does not offer this search,
it says so and ends with code 1.`,

  'cli.help.calls.usage':
    'calls [--text T | --meaning T] [--bdns CODE] [--province N,…] [--community N,…] [--applicants N,…] [--actions N,…] [--state open|pending|closed] [--closing-from YYYY-MM-DD] [--closing-to YYYY-MM-DD] [--min-amount N] [--max-amount N] [--minimis] [--order closing|-closing|amount|-amount|relevance] [--page N | --all] [--yes] [--format json|csv|xlsx --out FILE] | --save NAME [filters] | --saved NAME [--yes] | --list-saved | --delete-saved NAME | --fits ID|SLUG [--yes]',
  'cli.help.calls.summary':
    'Searches calls (open, upcoming or closed) with filters; keeps searches and says what is new; the clients that fit one.',
  'cli.help.calls.details': `--text TEXT           Words of the title.
--meaning TEXT        Search by meaning (not with --text).
--bdns CODE           BDNS code (a whole number).
--province LIST       Provinces (INE codes), separated by commas.
--community LIST      Autonomous communities (INE codes).
--applicants LIST     Applicant types; --actions LIST: actions (ids of the catalogue).
--state STATE         open, pending (upcoming) or closed; without it, all of them.
--closing-from DATE   Closing from that day; --closing-to DATE: up to that day (YYYY-MM-DD).
--min-amount N        Minimum total amount in euros; --max-amount N: maximum.
--minimis             Only calls under the minimis (small-aid) regime.
--order ORDER         closing (the default: soonest closing first), -closing, amount, -amount or
                      relevance; for a value with a dash, write --order=-closing.
--page N | --all      One page (by default, 1) or all of them; each page is a request.
--yes                 Confirms paid requests (up to {confirmAbove} it is not needed).
{costCaps}
--format F --out FILE json (the default, on the output), csv or xlsx.
--save NAME           Keeps the filters given under that name.
--saved NAME          Runs that search (every page) and marks each call «new»: true when the
                      previous run did not list it (false the first time); «gone»: the calls of
                      the previous run no longer listed.
--list-saved          Lists the saved searches; --delete-saved NAME deletes one.
--fits ID|SLUG        The clients that fit the call from its kept detail, with no paid request
                      («requests»: 0); when it is not kept, it asks it («requests»: 1).
Only the filters given are sent. What this account asked in the last 24 hours is not asked again.
Prints { count, results }: count, the calls the service finds; each with id, slug, title, state,
closes_on (read from status_text), amount, status_text and recent. A reversed range of dates or
amounts is a usage error (code 2, nothing is sent). If the service does not offer this search, it
says so and ends with code 1.`,

  'cli.help.portfolio_opportunities.usage':
    'portfolio opportunities [--filters JSON] [--active] [--profile-only] [--yes] [--max-requests N] [--ask-above N] [--format F --out FILE]',
  'cli.help.portfolio_opportunities.summary':
    'Opportunities of the whole portfolio: the simulator once per distinct profile.',
  'cli.help.portfolio_opportunities.details': `{portfolioScope}
--profile-only  Only the clients with a complete profile: those with only NIF, province and
                CNAE go in incomplete, without simulating them by NIF and CNAE.
{portfolioCost}
{costCaps}
{output}
Prints { run_at, clients, incomplete, requests, opportunities }: one opportunity per
client and grant, with new = true if it was not in this account’s previous query, and
origin: profile (by its profile) or nif-cnae (by NIF and CNAE). A client without applicant
types or without actions, but with NIF, province and CNAE, is simulated by NIF and CNAE (one
request per distinct NIF) if the service offers it; the other clients without province,
applicant type or action go in incomplete. requests counts only the requests the service
answered. In csv, one row per client and grant; in xlsx, the sheets By grant, By client and
Incomplete profiles.`,

  'cli.help.portfolio_aid.usage':
    'portfolio aid [--filters JSON] [--active] [--years N] [--threshold EUROS] [--yes] [--max-requests N] [--ask-above N] [--format F --out FILE]',
  'cli.help.portfolio_aid.summary':
    'Aid the clients received: the concessions of each NIF, by year.',
  'cli.help.portfolio_aid.details': `{portfolioScope}
--years N       Calendar years broken down, the current one first (by default,
                {aidYears}; 1 to {maxAidYears}). They do not change the threshold’s sum.
--threshold EUROS  Threshold that sets over_threshold (by default, the settings’ one:
                {aidThreshold}, the general ceiling of minimis aid over three years). It is
                only a warning: the service does not say which aid is minimis aid.
{portfolioCost}
{costCaps}
{output}
Prints { window, threshold, clients }. window { from, to } is the three years ending today
(in Madrid), both days included: from the day after the same date three years ago. Per
client: by_year, window_total (what was awarded in window), total (undated concessions
too), count, undated_count and undated_total (undated, summed neither in window nor in any
year), last_date and over_threshold (window_total reaches the threshold).`,

  'cli.help.portfolio_deadlines.usage':
    'portfolio deadlines [--yes] [--max-requests N] [--ask-above N] [--format json|csv|ics --out FILE]',
  'cli.help.portfolio_deadlines.summary':
    'Deadlines of the portfolio: dated openings and closings, with the clients who qualify.',
  'cli.help.portfolio_deadlines.details': `Asks for the opportunities of every client (as “portfolio opportunities”) and reads
the dates of their status. Prints { deadlines }: each date, past ones too, sorted by date
and slug. Statuses with a date that cannot be read are reported on standard error, as
they come.
{portfolioCost}
{costCaps}
--format F      json (default), csv (Excel in Spain) or ics (iCalendar: one all-day event
                per opening or closing, for Outlook or Google Calendar). csv and ics need
                --out.
--out FILE      Writes the result to that file (only once complete: never half-written).
--lang {langs}    Language of the headers and of the events (by default, {defaultLang}).`,

  'cli.help.cases_list.usage':
    'cases list [--all] [--mine] [--client ID] [--status-group N] [--status N] [--archived] [--format F --out FILE]',
  'cli.help.cases_list.summary':
    'Lists the active case files (or the archived ones): the first page, or every page with --all.',
  'cli.help.cases_list.details': `--all           Every page (of {casePageSize}), up to {pageConcurrency} at a time. Without --all, only the
                first, and if there are more it says so on standard error.
--mine          Only the case files of the session’s manager (my_workflows).
--client ID     Only those of that client. Reads every page.
--status-group N  Only those of that status group; --status N, only those of that status.
--archived      Only the archived ones: every case file but the active ones (isActive=1).
                Reads every page of both lists.
{output}
Prints { count, results }. The client, the group and the status are also checked on each
row, not only sent to the service.
{caseFields}
{caseColumns}`,

  'cli.help.cases_get.usage': 'cases get ID',
  'cli.help.cases_get.summary': 'Shows a case file.',
  'cli.help.cases_get.details': 'Prints the case file. {caseFields}',

  'cli.help.cases_create.usage':
    'cases create --client ID --title TEXT [--template ID] [--expert ID] [--reference TEXT] [--data TEXT] [--status-group N --status N] [--observation TEXT]',
  'cli.help.cases_create.summary': 'Creates a case file and gives it its status.',
  'cli.help.cases_create.details': `--client ID     The case file’s client (required).
--title TEXT    Title (required).
--template ID   Template of the case file.
--expert ID     Manager it is assigned to (by default, the session’s).
--reference TEXT  The applicant’s reference.
--data TEXT     Additional data of the applicant.
{caseStatus}
Without --status-group nor --status, the catalogue’s initial status: the first status
marked as initial, in the catalogue’s order. Two requests: it creates the case file (without
status) and then gives it the status. Prints { id, identifier, status_group,
current_status }. If the second fails, the case file exists without status: it prints
{ id }, says so and ends with code 1.`,

  'cli.help.cases_status.usage':
    'cases status ID[,ID…] --status-group N --status N [--observation TEXT]',
  'cli.help.cases_status.summary': 'Changes the status of one or several case files.',
  'cli.help.cases_status.details': `{caseStatus}
Prints { ids, status_group, current_status, response }.`,

  'cli.help.cases_archive.usage': 'cases archive ID[,ID…]',
  'cli.help.cases_archive.summary': 'Archives one or several case files.',
  'cli.help.cases_archive.details': 'Prints { ids, action, response }.',

  'cli.help.cases_unarchive.usage': 'cases unarchive ID[,ID…]',
  'cli.help.cases_unarchive.summary': 'Unarchives one or several case files.',
  'cli.help.cases_unarchive.details': 'Prints { ids, action, response }.',

  'cli.help.cases_assign.usage': 'cases assign ID[,ID…] --expert N',
  'cli.help.cases_assign.summary': 'Gives one or several case files to a manager.',
  'cli.help.cases_assign.details': `--expert N   The manager's id (from experts/available-experts/).
Prints { ids, expert_id, response }.`,
  'cli.help.cases_deadlines.usage': 'cases deadlines ID',
  'cli.help.cases_deadlines.summary': 'The deadlines of a case file, kept on this computer.',
  'cli.help.cases_deadlines.details': `Prints { count, results }: the running deadlines by their last day, then those met.
Each deadline: { id, kind, label, from, until, unit, count, computed, skipped, weekends, done_on }.`,

  'cli.help.cases_deadline.usage':
    'cases deadline ID --kind KIND (--from YYYY-MM-DD [--business-days N | --months N | --years N] | --date YYYY-MM-DD) [--label TEXT]',
  'cli.help.cases_deadline.summary': 'Adds a deadline to a case file and prints it.',
  'cli.help.cases_deadline.details': `Counts as “deadline” over the national holidays, those of the client's community and
municipality (from the settings) and the case file's own. Prints the deadline with the fields of
“deadline” (unit is its kind) plus id and kind.
--kind KIND           subsanacion (10 business days), alegaciones (10 business days),
                      reposicion (1 month), justificacion (3 months), aceptacion (10
                      business days) or otro (with its period).
--from DATE           The notification date (or the project's end, for justificacion).
--business-days N     Another period in business days; --months N or --years N, in months
                      or years.
--date DATE           A fixed date instead of a period to count.
--label TEXT          What it is, in the advisor's words.`,

  'cli.help.cases_docs.usage': 'cases docs ID [--received DOC_ID [--on YYYY-MM-DD]]',
  'cli.help.cases_docs.summary': 'The documents the client owes for a case file.',
  'cli.help.cases_docs.details': `Prints { count, results }, each document { id, name, state, received_on } with state
pending, received or not_applicable.
--received DOC_ID     Marks that document received and prints it.
--on DATE             The day it came (today by default).`,

  'cli.help.cases_notes.usage': 'cases notes ID [--add TEXT]',
  'cli.help.cases_notes.summary': 'The notes of a case file, newest first.',
  'cli.help.cases_notes.details': `Prints { count, results }, each note { id, text, created_at, updated_at }.
--add TEXT            Adds a note and prints it.`,

  'cli.help.deadline.usage':
    'deadline --from YYYY-MM-DD (--business-days N | --months N | --years N) [--province N] [--holiday YYYY-MM-DD …]',
  'cli.help.deadline.summary':
    'The last day of an administrative period (art. 30 Ley 39/2015), without signing in.',
  'cli.help.deadline.details': `Counts from the day after --from. Business days pass over Saturdays, Sundays and
holidays; months and years end on the same day of the final month (or its last day), and
when that day is not a business day, the period ends on the next one. August counts like
any month. Prints { from, until, kind, skipped }: skipped, the holidays on weekdays that
were passed over, with their names.
--from DATE           The date of the notification or the publication.
--business-days N     A period in business days.
--months N            A period in months.
--years N             A period in years.
--province N          The province (INE code): adds its community's holidays. Without it,
                      only the national holidays count.
--holiday DATE        One more holiday (a local one, say); may be repeated.`,

  'cli.help.bdns_minimis.usage':
    'bdns minimis --nif NIF[,NIF…] [--group NAME] [--as-of YYYY-MM-DD] [--format json|csv|xlsx --out FILE]',
  'cli.help.bdns_minimis.summary':
    'The minimis aid of each NIF in the official registry (BDNS) and the headroom under each ceiling, without signing in.',
  'cli.help.bdns_minimis.details': `Asks minimis/busqueda?nifCif= of the official registry, free and without an account. The
window runs from the day after the same date three years before to --as-of (today by
default), both included; each aid counts by its grant date, even when registered later.
Prints a list, one item per NIF: { nif, group, window: { from, to }, aid: [{ nif,
bdns_code, granted_on, regulation, grantor, amount }], ceilings: [{ regulation, ceiling,
used, left }], other, undated, read_at, stale }. regulation is 2023/2831, 1407/2013,
2023/2832, 1408/2013 or 717/2014; other counts rows of another regulation (never summed);
ceilings: 2023/2831 (general, 1407/2013, agriculture and fisheries), 2023/2832 (all),
1408/2013 (agriculture) and 717/2014 (fisheries), with the ceiling in force on --as-of;
left is negative when passed. Answers are kept for a day; offline the kept ones serve (stale).
--nif NIF[,NIF…]      Complete, valid NIF, NIE or CIF (the registry looks for the exact one).
--group NAME          Sums the aid of that «single undertaking» group's members; without it,
                      a NIF in a group sums its own.
--as-of DATE          The day the window ends (today by default).
--format F, --out FILE, --lang L  json (default) or, with --out, csv or xlsx: one row per aid.
--bdns-url URL        The registry's address (by default GRANTS_DESK_BDNS_URL, the demo
                      service's with --env demo, or the setting bdnsUrl).`,

  'cli.help.bdns_declaration.usage':
    'bdns declaration --nif NIF --grant TEXT --out FILE.docx [--place PLACE] [--name NAME] [--address ADDRESS] [--representative NAME] [--representative-nif NIF] [--as-of YYYY-MM-DD]',
  'cli.help.bdns_declaration.summary':
    'Writes the minimis aid self-declaration of a NIF (and its group) as DOCX.',
  'cli.help.bdns_declaration.details': `With the minimis aid of the official registry in the three years that end today (or
--as-of): each with its granting body, date, regulation and amount, the total, the headroom
under each ceiling, the place and the date, in Spanish, ready to print and sign. What is
not given is left blank to fill in by hand. Prints { file, aid, nifs }.
--grant TEXT          The aid or call it goes with.
--out FILE.docx       Where it is written (only once finished: never half written).`,

  'cli.help.bdns_call.usage': 'bdns call CODE',
  'cli.help.bdns_call.summary':
    'A call of the official registry (BDNS) by its code: dates, documents and notices.',
  'cli.help.bdns_call.details': `Prints { code, title, opens_on, closes_on, open_text, close_text, open, documents: [{ id,
name, published_on, url }], notices: [{ id, title, bulletin, published_on, url }], url,
read_at, stale }; url is its public page. A date the registry stops sending keeps its last
known value.`,

  'cli.help.bdns_watch.usage': 'bdns watch CODE[,CODE…]',
  'cli.help.bdns_watch.summary':
    'Reads calls of the official registry again and says what changed since the previous «bdns watch».',
  'cli.help.bdns_watch.details': `Prints { changes: [{ code, field, before, after }] }: field is opens_on, closes_on,
open_text, close_text, open, document (a new document) or notice (a new notice). The first
time of each code has no changes: it is the starting point. A value that comes empty is no
change and never erases the previous one.`,
  'cli.help.report_month.usage':
    'report month [--month YYYY-MM] [--expert ID | --all-experts] [--stale-days N] [--closing-status ID[,ID…]] [--format json|xlsx|pdf --out FILE]',
  'cli.help.report_month.summary':
    'Month report: case files by status and advisor, opened, closed, amounts, stale files and deadlines.',
  'cli.help.report_month.details': `Reads every case file of the service (every page, active and archived) and the history
this computer recorded. By default, the signed-in advisor’s and the month before the
current one. Archived case files are counted apart (archived), never in the other figures.
--month YYYY-MM   The report’s month.
--expert ID       That advisor’s case files; --all-experts, the whole team’s.
--stale-days N    Stale: no status change for more than N days (by default, 30).
--closing-status ID[,ID…]
                  The statuses that close a case file (their ids, from «statuses»), to
                  count the closed ones: the statuses catalogue does not say which.
--format F        json (default), xlsx (one sheet per table) or pdf (tables and charts);
                  xlsx and pdf need --out.
--out FILE        Writes the result to that file (only once complete).
--lang {langs}    Language of the headers and of the PDF (by default, {defaultLang}).
Prints { month, by_status, by_expert, opened, closed, requested, awarded, trend, stale,
deadlines, credits_spent }. A figure the service gives no way to know is null, and
standard error says why.`,
  'cli.help.report_client.usage':
    'report client --client ID|--nif NIF [--lang L] [--format docx|pdf] --out FILE [--yes] [--max-requests N] [--ask-above N]',
  'cli.help.report_client.summary':
    'A client’s aid report in Word or PDF: company, opportunities, aid received, minimis and case files.',
  'cli.help.report_client.details': `--client ID     The client, by its id; or --nif NIF, by its NIF.
--lang L         The report’s language: {langs} (by default, {defaultLang}).
--format F      docx or pdf; without it, the extension of --out.
--out FILE      Where the report is written (only once complete).
Asks the service for the client, its concessions (every page; each may cost a credit),
its active case files (every page) and the official registry (free). The opportunities
come from the latest simulation of its profile or the latest portfolio run this computer
keeps; standard error says in one sentence which sections it could not fill.
Prints { file, format, language, client, sections }.
--yes           Confirms the concessions when they take more than {confirmAbove} requests.
{costCaps}`,
}
