import { type CliHelpKey, cliHelpText } from '@shared/messages/cli-help'
import { type Lang } from '@shared/messages/catalogue-lookup'
import { CLI_LANG } from './cli-text'
import { FILTER_FLAGS, MODE_FLAGS, PAGE_FLAGS } from './commands/calls-flags'

/**
 * Every command of `grants-desk`, its own flags and its usage line. Their texts (usage, summary,
 * help) are in the help's catalogue (src/shared/messages/es-cli-help.ts), keyed by command.
 */

export const PROGRAM = 'grants-desk'

/** Flags every command accepts: where the service is, and the log. */
export const CONNECTION_OPTIONS = [
  'env',
  'base-url',
  'test-base-url',
  'brand',
  'allow-insecure',
  'verbose',
] as const

export const COMMAND_NAMES = [
  'login',
  'logout',
  'whoami',
  'profile',
  'clients list',
  'clients get',
  'clients update',
  'clients create',
  'concessions',
  'statuses',
  'grant',
  'simulate',
  'grants',
  'calls',
  'portfolio opportunities',
  'portfolio aid',
  'portfolio deadlines',
  'cases list',
  'cases get',
  'cases create',
  'cases status',
  'cases archive',
  'cases unarchive',
  'cases assign',
  'cases deadlines',
  'cases deadline',
  'cases docs',
  'cases notes',
  'deadline',
  'bdns minimis',
  'bdns declaration',
  'bdns call',
  'bdns watch',
  'report month',
  'report client',
] as const
export type CommandName = (typeof COMMAND_NAMES)[number]

/** Commands of two words: `help clients` and `help portfolio` list those of the group. */
const COMMAND_GROUPS = ['clients', 'portfolio', 'cases', 'bdns', 'report'] as const
export type CommandGroup = (typeof COMMAND_GROUPS)[number]
export type HelpTopic = CommandName | CommandGroup | null

export function isCommandGroup(word: string | undefined): word is CommandGroup {
  return (COMMAND_GROUPS as readonly (string | undefined)[]).includes(word)
}

export function groupCommands(group: CommandGroup): CommandName[] {
  return COMMAND_NAMES.filter((name) => name.startsWith(`${group} `))
}

/** `list`, `get`, `update`: the subcommands of a group, for a usage error. */
export function subcommandsOf(group: CommandGroup): string[] {
  return groupCommands(group).map((name) => name.slice(group.length + 1))
}

/** The flags of every command that costs credits (SC-COST-3). */
const COST = ['yes', 'max-requests', 'ask-above'] as const

/** The flags of each command, besides the connection ones and --help. */
export const COMMAND_OPTIONS: Readonly<Record<CommandName, readonly string[]>> = {
  login: ['email', 'print-tokens'],
  logout: [],
  whoami: [],
  profile: ['user-id'],
  'clients list': ['page', 'page-size', 'all', 'filters', 'active', 'format', 'out', 'lang'],
  'clients get': [],
  'clients update': ['set'],
  'clients create': ['nif', 'name', 'email', 'phone'],
  concessions: ['nif', 'grant-id', 'grant-slug', 'all', ...COST, 'page', 'format', 'out', 'lang'],
  statuses: ['format', 'out', 'lang'],
  grant: ['sections', ...COST],
  simulate: [
    'province',
    'applicants',
    'actions',
    'nif',
    'cnae',
    'all',
    ...COST,
    'page',
    'format',
    'out',
    'lang',
  ],
  grants: ['search', 'page', ...COST],
  calls: [...FILTER_FLAGS, ...PAGE_FLAGS, ...COST, 'format', 'out', 'lang', ...MODE_FLAGS],
  'portfolio opportunities': [
    'filters',
    'active',
    'profile-only',
    ...COST,
    'format',
    'out',
    'lang',
  ],
  'portfolio aid': ['filters', 'active', 'years', 'threshold', ...COST, 'format', 'out', 'lang'],
  'portfolio deadlines': [...COST, 'format', 'out', 'lang'],
  'cases list': [
    'all',
    'mine',
    'client',
    'status-group',
    'status',
    'archived',
    'format',
    'out',
    'lang',
  ],
  'cases get': [],
  'cases create': [
    'client',
    'title',
    'template',
    'expert',
    'reference',
    'data',
    'status-group',
    'status',
    'observation',
  ],
  'cases status': ['status-group', 'status', 'observation'],
  'cases archive': [],
  'cases unarchive': [],
  'cases assign': ['expert'],
  'cases deadlines': [],
  'cases deadline': ['kind', 'from', 'business-days', 'months', 'years', 'date', 'label'],
  'cases docs': ['received', 'on'],
  'cases notes': ['add'],
  deadline: ['from', 'business-days', 'months', 'years', 'province', 'holiday'],
  'bdns minimis': ['nif', 'group', 'as-of', 'format', 'out', 'lang', 'bdns-url'],
  'bdns declaration': [
    'nif',
    'grant',
    'out',
    'as-of',
    'place',
    'name',
    'address',
    'representative',
    'representative-nif',
    'bdns-url',
  ],
  'bdns call': ['bdns-url'],
  'bdns watch': ['bdns-url'],
  'report month': [
    'month',
    'expert',
    'all-experts',
    'stale-days',
    'closing-status',
    'format',
    'out',
    'lang',
  ],
  'report client': ['client', 'nif', 'lang', 'format', 'out', ...COST],
}

/** `clients list` → `clients_list`: a command as its help's keys name it. */
type HelpId<N extends string> = N extends `${infer Group} ${infer Sub}` ? `${Group}_${Sub}` : N

/** The key of a command's usage line, summary or options in the help's catalogue. */
export function commandHelpKey<P extends 'usage' | 'summary' | 'details'>(
  command: CommandName,
  part: P,
): `cli.help.${HelpId<CommandName>}.${P}` {
  return `cli.help.${command.replace(' ', '_') as HelpId<CommandName>}.${part}`
}

/** A command's usage line or summary, from the help's catalogue. */
export function commandText(command: CommandName, part: 'usage' | 'summary', lang: Lang): string {
  const key: CliHelpKey = commandHelpKey(command, part)
  return cliHelpText(lang, key, {})
}

export function usageLine(command: CommandName | null, lang: Lang = CLI_LANG): string {
  if (!command) return cliHelpText(lang, 'cli.help.usage', { program: PROGRAM })
  return cliHelpText(lang, 'cli.help.command_usage', {
    program: PROGRAM,
    usage: commandText(command, 'usage', lang),
  })
}
