import { CONFIRM_ABOVE_REQUESTS } from '@shared/concession-costs'
import { type Lang } from '@shared/messages/catalogue-lookup'
import { type CliHelpKey, cliHelpText, hasCliHelp } from '@shared/messages/cli-help'
import { LANGUAGES } from '@shared/settings'
import {
  DEFAULT_AID_THRESHOLD,
  DEFAULT_AID_YEARS,
  MAX_AID_YEARS,
  PORTFOLIO_CONCURRENCY,
} from '@shared/portfolio/portfolio-constants'
import { PAGE_CONCURRENCY } from '../api/answer-limits'
import { CASE_PAGE_SIZE } from '../services/cases/remote-cases'
import { CLI_LANG } from './cli-text'
import {
  COMMAND_NAMES,
  type CommandGroup,
  type CommandName,
  commandHelpKey,
  commandText,
  groupCommands,
  type HelpTopic,
  isCommandGroup,
  PROGRAM,
  usageLine,
} from './usage'

/** The widest a paragraph of the help is printed. */
const WIDTH = 94

/** The values the help names, written as the flags take them (300000, not 300.000). */
const HELP_VALUES = {
  program: PROGRAM,
  confirmAbove: String(CONFIRM_ABOVE_REQUESTS),
  pageConcurrency: String(PAGE_CONCURRENCY),
  portfolioConcurrency: String(PORTFOLIO_CONCURRENCY),
  casePageSize: String(CASE_PAGE_SIZE),
  aidYears: String(DEFAULT_AID_YEARS),
  maxAidYears: String(MAX_AID_YEARS),
  aidThreshold: String(DEFAULT_AID_THRESHOLD),
  langs: LANGUAGES.join('|'),
  defaultLang: CLI_LANG,
}

const say = (lang: Lang, key: CliHelpKey, values: Record<string, string> = {}) =>
  cliHelpText(lang, key, { ...HELP_VALUES, ...values })

/** The blocks several commands' options share, by the name their details give them. */
function sharedBlocks(lang: Lang): Record<string, string> {
  return {
    page: say(lang, 'cli.help.block.page'),
    output: say(lang, 'cli.help.block.output'),
    paid: say(lang, 'cli.help.block.paid'),
    portfolioCost: say(lang, 'cli.help.block.portfolio_cost'),
    costCaps: say(lang, 'cli.help.block.cost_caps'),
    portfolioScope: say(lang, 'cli.help.block.portfolio_scope'),
    caseStatus: say(lang, 'cli.help.block.case_status'),
    caseFields: say(lang, 'cli.help.block.case_fields'),
    caseColumns: say(lang, 'cli.help.block.case_columns'),
  }
}

/** A paragraph as lines of at most WIDTH characters, each as indented as its first. */
function wrap(text: string): string[] {
  const indent = /^ */.exec(text)?.[0] ?? ''
  const lines: string[] = []
  let line = indent
  for (const word of text.trimStart().split(' ')) {
    if (line.trim() && line.length + word.length + 1 > WIDTH) {
      lines.push(line)
      line = indent + word
    } else line = line.trim() ? `${line} ${word}` : indent + word
  }
  if (line.trim()) lines.push(line)
  return lines
}

/** The lines under «Opciones:» of a command's help: as the catalogue aligns them. */
function details(command: CommandName, lang: Lang): string[] {
  const key = commandHelpKey(command, 'details')
  if (!hasCliHelp(key)) return []
  return say(lang, key, sharedBlocks(lang))
    .split('\n')
    .flatMap((line) => (line.length > WIDTH ? wrap(line) : [line]))
}

export function generalHelp(lang: Lang = CLI_LANG): string {
  const width = Math.max(...COMMAND_NAMES.map((name) => name.length)) + 2
  const lines = COMMAND_NAMES.map(
    (name) => `  ${name.padEnd(width)}${commandText(name, 'summary', lang)}`,
  )
  const help = `  ${say(lang, 'cli.help.help_usage').padEnd(width)}${say(lang, 'cli.help.help_summary')}`
  return `${usageLine(null, lang)}

${say(lang, 'cli.help.intro')}

${say(lang, 'cli.help.commands')}
${lines.join('\n')}
${help}

${say(lang, 'cli.help.connection')}

${say(lang, 'cli.help.environment')}

${say(lang, 'cli.help.output')}
`
}

const GROUP_TITLES: Record<CommandGroup, CliHelpKey> = {
  clients: 'cli.help.group.clients',
  portfolio: 'cli.help.group.portfolio',
  cases: 'cli.help.group.cases',
  bdns: 'cli.help.group.bdns',
  report: 'cli.help.group.report',
}

function groupHelp(group: CommandGroup, lang: Lang): string {
  const names = groupCommands(group)
  const lines = names.map(
    (name) =>
      `  ${PROGRAM} ${commandText(name, 'usage', lang)}\n      ${commandText(name, 'summary', lang)}`,
  )
  const more = say(lang, 'cli.help.more_help', { command: names[0] ?? group })
  return `${say(lang, GROUP_TITLES[group])}:\n${lines.join('\n')}\n\n${more}\n`
}

export function commandHelp(command: CommandName, lang: Lang = CLI_LANG): string {
  const lines = details(command, lang)
  const options =
    lines.length > 0 ? `\n${say(lang, 'cli.help.options')}\n  ${lines.join('\n  ')}\n` : ''
  return `${usageLine(command, lang)}

${commandText(command, 'summary', lang)}
${options}
${say(lang, 'cli.help.connection')}
`
}

/** The help of a topic: everything, a group of commands, or one command. */
export function helpText(topic: HelpTopic, lang: Lang = CLI_LANG): string {
  if (topic === null) return generalHelp(lang)
  if (isCommandGroup(topic)) return groupHelp(topic, lang)
  return commandHelp(topic, lang)
}
