import { type CallsCommand, callsCommand } from './commands/calls-args'
import { type BdnsCommand, bdnsCommand } from './commands/bdns-args'
import { type CasesCommand, casesCommand } from './commands/cases-args'
import { type CaseWorkCommand, caseWorkCommand } from './commands/case-work-args'
import { type ClientsCommand, clientsCommand } from './commands/clients-args'
import { type ConcessionsCommand, concessionsCommand } from './commands/concessions-args'
import { type DeadlineCommand, deadlineCommand } from './commands/deadline-args'
import { type GrantCommand, grantCommand } from './commands/grant-args'
import { type PortfolioCommand, portfolioCommand } from './commands/portfolio-args'
import { type ReportCommand, reportCommand } from './commands/report-args'
import { type ReportClientCommand, reportClientCommand } from './commands/report-client-args'
import { type SessionCommand, sessionCommand } from './commands/session-args'
import { type SimulateCommand, simulateCommand } from './commands/simulate-args'
import { type FlagValues, unexpected } from './flags'
import { type CommandName, type HelpTopic } from './usage'

export type Command =
  | { name: 'help'; topic: HelpTopic }
  | SessionCommand
  | ClientsCommand
  | ConcessionsCommand
  | GrantCommand
  | CallsCommand
  | SimulateCommand
  | PortfolioCommand
  | CasesCommand
  | CaseWorkCommand
  | DeadlineCommand
  | BdnsCommand
  | ReportCommand
  | ReportClientCommand

/** The typed command from its name, its flag values and the words after it. */
export function buildCommand(
  name: CommandName,
  values: FlagValues,
  rest: readonly string[],
): Command {
  const positional: readonly CommandName[] = [
    'clients get',
    'clients update',
    'cases get',
    'cases status',
    'cases archive',
    'cases unarchive',
    'cases assign',
    'cases deadlines',
    'cases deadline',
    'cases docs',
    'cases notes',
    'grant',
    'bdns call',
    'bdns watch',
  ]
  if (!positional.includes(name) && rest.length > 0) {
    throw unexpected(rest[0] ?? '', name)
  }
  switch (name) {
    case 'login':
    case 'logout':
    case 'whoami':
    case 'profile':
      return sessionCommand(name, values)
    case 'clients list':
    case 'clients get':
    case 'clients update':
    case 'clients create':
      return clientsCommand(name, values, rest)
    case 'concessions':
      return concessionsCommand(name, values)
    case 'grant':
    case 'grants':
      return grantCommand(name, values, rest)
    case 'calls':
      return callsCommand(values, rest)
    case 'simulate':
      return simulateCommand(name, values)
    case 'portfolio opportunities':
    case 'portfolio aid':
    case 'portfolio deadlines':
      return portfolioCommand(name, values)
    case 'statuses':
    case 'cases list':
    case 'cases get':
    case 'cases create':
    case 'cases status':
    case 'cases archive':
    case 'cases unarchive':
    case 'cases assign':
      return casesCommand(name, values, rest)
    case 'cases deadlines':
    case 'cases deadline':
    case 'cases docs':
    case 'cases notes':
      return caseWorkCommand(name, values, rest)
    case 'deadline':
      return deadlineCommand(name, values)
    case 'bdns minimis':
    case 'bdns declaration':
    case 'bdns call':
    case 'bdns watch':
      return bdnsCommand(name, values, rest)
    case 'report month':
      return reportCommand(values)
    case 'report client':
      return reportClientCommand(values)
  }
}
