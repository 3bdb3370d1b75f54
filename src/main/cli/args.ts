import { parseArgs } from 'node:util'
import { buildCommand, type Command } from './command'
import { type ConnectionFlags } from './connection'
import { orList } from './cli-text'
import { isUsageError, UsageError, usageError } from './usage-error'
import {
  COMMAND_NAMES,
  COMMAND_OPTIONS,
  CONNECTION_OPTIONS,
  type CommandName,
  isCommandGroup,
  subcommandsOf,
} from './usage'

export interface Invocation {
  command: Command
  connection: ConnectionFlags
  verbose: boolean
}

/** The union of every command's flags: parsed once, then checked against the command. */
const OPTIONS = {
  env: { type: 'string' },
  'base-url': { type: 'string' },
  'test-base-url': { type: 'string' },
  brand: { type: 'string' },
  'allow-insecure': { type: 'boolean' },
  verbose: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  email: { type: 'string' },
  name: { type: 'string' },
  phone: { type: 'string' },
  'user-id': { type: 'string' },
  page: { type: 'string' },
  'page-size': { type: 'string' },
  all: { type: 'boolean' },
  filters: { type: 'string' },
  active: { type: 'boolean' },
  set: { type: 'string', multiple: true },
  nif: { type: 'string' },
  'grant-id': { type: 'string' },
  'grant-slug': { type: 'string' },
  province: { type: 'string' },
  applicants: { type: 'string' },
  actions: { type: 'string' },
  format: { type: 'string' },
  out: { type: 'string' },
  lang: { type: 'string' },
  yes: { type: 'boolean' },
  years: { type: 'string' },
  threshold: { type: 'string' },
  mine: { type: 'boolean' },
  archived: { type: 'boolean' },
  client: { type: 'string' },
  'status-group': { type: 'string' },
  status: { type: 'string' },
  title: { type: 'string' },
  template: { type: 'string' },
  expert: { type: 'string' },
  month: { type: 'string' },
  'all-experts': { type: 'boolean' },
  'stale-days': { type: 'string' },
  'closing-status': { type: 'string' },
  reference: { type: 'string' },
  data: { type: 'string' },
  observation: { type: 'string' },
  sections: { type: 'string' },
  cnae: { type: 'string' },
  search: { type: 'string' },
  'profile-only': { type: 'boolean' },
  from: { type: 'string' },
  'business-days': { type: 'string' },
  months: { type: 'string' },
  holiday: { type: 'string', multiple: true },
  'print-tokens': { type: 'boolean' },
  'max-requests': { type: 'string' },
  'ask-above': { type: 'string' },
  kind: { type: 'string' },
  date: { type: 'string' },
  label: { type: 'string' },
  received: { type: 'string' },
  on: { type: 'string' },
  add: { type: 'string' },
  text: { type: 'string' },
  meaning: { type: 'string' },
  bdns: { type: 'string' },
  community: { type: 'string' },
  state: { type: 'string' },
  'closing-from': { type: 'string' },
  'closing-to': { type: 'string' },
  'min-amount': { type: 'string' },
  'max-amount': { type: 'string' },
  minimis: { type: 'boolean' },
  order: { type: 'string' },
  save: { type: 'string' },
  saved: { type: 'string' },
  'list-saved': { type: 'boolean' },
  'delete-saved': { type: 'string' },
  fits: { type: 'string' },
  group: { type: 'string' },
  'as-of': { type: 'string' },
  grant: { type: 'string' },
  place: { type: 'string' },
  address: { type: 'string' },
  representative: { type: 'string' },
  'representative-nif': { type: 'string' },
  'bdns-url': { type: 'string' },
} as const

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    options: OPTIONS,
    strict: true,
    allowPositionals: true,
    tokens: true,
  })
}

/** The command named by the first words that do not start with a dash. */
function commandOf(words: readonly string[]): { name: CommandName | null; rest: string[] } {
  const [first = '', second = ''] = words
  const pair = `${first} ${second}` as CommandName
  if (COMMAND_NAMES.includes(pair)) return { name: pair, rest: words.slice(2) }
  if (COMMAND_NAMES.includes(first as CommandName)) {
    return { name: first as CommandName, rest: words.slice(1) }
  }
  return { name: null, rest: [...words] }
}

function guessCommand(argv: readonly string[]): CommandName | null {
  return commandOf(argv.filter((word) => !word.startsWith('-'))).name
}

/** node:util's English errors, said in the command line's language. */
function explain(error: unknown, argv: readonly string[]): UsageError {
  const code = (error as { code?: unknown }).code
  const message = error instanceof Error ? error.message : ''
  const flag = /'(-{1,2}[^' ]+)/.exec(message)?.[1] ?? ''
  const command = guessCommand(argv)
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return usageError('cli.usage.unknown_option', { flag }, command)
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return /ambiguous/.test(message)
        ? usageError('cli.usage.option_needs_value', { flag }, command)
        : usageError('cli.usage.option_value', { flag }, command)
    default:
      return usageError('cli.usage.invalid_options', {}, command)
  }
}

/** Reads the command line; anything wrong throws a UsageError saying what. */
export function parseInvocation(argv: readonly string[]): Invocation {
  let parsed
  try {
    parsed = parse(argv)
  } catch (error) {
    throw explain(error, argv)
  }
  const { values, positionals, tokens } = parsed
  const connection: ConnectionFlags = {
    env: values.env,
    baseUrl: values['base-url'],
    testBaseUrl: values['test-base-url'],
    brand: values.brand,
    allowInsecure: values['allow-insecure'],
  }
  const invocation = (command: Command): Invocation => ({
    command,
    connection,
    verbose: values.verbose ?? false,
  })

  if (positionals.length === 0) {
    if (values.help) return invocation({ name: 'help', topic: null })
    throw usageError('cli.usage.no_command', {})
  }
  if (positionals[0] === 'help') {
    const group = positionals[1]
    if (positionals.length === 2 && isCommandGroup(group)) {
      return invocation({ name: 'help', topic: group })
    }
    const { name, rest } = commandOf(positionals.slice(1))
    if (positionals.length > 1 && (!name || rest.length > 0)) {
      throw usageError('cli.usage.no_help', { topic: positionals.slice(1).join(' ') })
    }
    return invocation({ name: 'help', topic: name })
  }
  const { name, rest } = commandOf(positionals)
  if (!name) {
    const group = positionals[0]
    if (isCommandGroup(group)) {
      if (values.help && positionals.length === 1) return invocation({ name: 'help', topic: group })
      const subcommands = orList(subcommandsOf(group))
      throw positionals[1]
        ? usageError('cli.usage.unknown_subcommand', { group, word: positionals[1], subcommands })
        : usageError('cli.usage.no_subcommand', { group, subcommands })
    }
    throw usageError('cli.usage.unknown_command', { word: positionals[0] ?? '' })
  }
  if (values.help) return invocation({ name: 'help', topic: name })

  const allowed = new Set<string>([...CONNECTION_OPTIONS, ...COMMAND_OPTIONS[name]])
  for (const token of tokens) {
    if (token.kind === 'option' && !allowed.has(token.name)) {
      throw usageError('cli.usage.option_not_for', { flag: token.rawName, command: name }, name)
    }
  }
  try {
    return invocation(buildCommand(name, values, rest))
  } catch (error) {
    // Value checks do not know the command; the usage line they print should.
    if (isUsageError(error) && !error.command) throw new UsageError(error.message, name)
    throw error
  }
}
