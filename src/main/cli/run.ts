import { type AppError, appError, AppFailure, isAppFailure } from '@shared/errors'
import { type Invocation, parseInvocation } from './args'
import { type Command } from './command'
import { EXIT_CAPPED, isCapped, isUnconfirmed } from './confirm'
import {
  archiveCases,
  assignCases,
  createCase,
  getCase,
  listCases,
  setCaseStatus,
} from './commands/cases-command'
import { createClient, getClient, listClients, updateClient } from './commands/clients-command'
import { caseDeadlines, caseDocuments, caseNotes } from './commands/case-work-command'
import { concessions } from './commands/concessions-command'
import { grants } from './commands/grants-command'
import { calls } from './commands/calls-command'
import { login, logout, profile, whoami } from './commands/session-command'
import {
  portfolioAid,
  portfolioDeadlines,
  portfolioOpportunities,
} from './commands/portfolio-command'
import { simulate } from './commands/simulate-command'
import { statuses } from './commands/statuses-command'
import { reportMonth } from './commands/report-command'
import { reportClient } from './commands/report-client-command'
import { grant } from './commands/grant-command'
import { deadline } from './commands/deadline-command'
import { bdnsCall, bdnsDeclaration, bdnsMinimis, bdnsWatch } from './commands/bdns-command'
import { type CliContext, type CliIo, type ContextOptions, createCliContext } from './cli-context'
import { type Interrupt } from './interrupt'
import { CliRedactor, createOutput } from './output'
import { helpText } from './help'
import { isUsageError, UsageError } from './usage-error'

const EXIT_OK = 0
/** A service, network or session error. */
const EXIT_FAILURE = 1
/** The command line is wrong. */
const EXIT_USAGE = 2

export interface RunOptions extends Pick<ContextOptions, 'openSecrets' | 'startDemoService'> {
  io: CliIo
  env: Record<string, string | undefined>
  /** SIGINT/SIGTERM: the command stops, cleans up and `run` returns 130/143. */
  interrupt?: Interrupt
}

/** Settles with `work`, or rejects as soon as `signal` aborts (the work is left behind). */
function unlessInterrupted(work: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return work
  return new Promise<void>((resolve, reject) => {
    const onAbort = () =>
      reject(new AppFailure(appError('error.cancelled.command_interrupted', {})))
    if (signal.aborted) onAbort()
    else signal.addEventListener('abort', onAbort, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/** What an interrupted command says: which signal, and that no file was left half written. */
function interruptedError(interrupt: Interrupt, command: Command): AppError {
  const out = 'output' in command ? command.output.out : null
  const signal = interrupt.received ?? 'SIGINT'
  return out
    ? appError('error.cancelled.interrupted_writing', { signal, file: out })
    : appError('error.cancelled.interrupted', { signal })
}

function execute(
  ctx: CliContext,
  command: Exclude<Command, { name: 'help' | 'deadline' }>,
): Promise<void> {
  switch (command.name) {
    case 'login':
      return login(ctx, command.email, command.printTokens)
    case 'logout':
      return logout(ctx)
    case 'whoami':
      return Promise.resolve(whoami(ctx))
    case 'profile':
      return profile(ctx, command.userId)
    case 'clients list':
      return listClients(ctx, command)
    case 'clients get':
      return getClient(ctx, command.id)
    case 'clients update':
      return updateClient(ctx, command.id, command.patch)
    case 'clients create':
      return createClient(ctx, command.client)
    case 'concessions':
      return concessions(ctx, command)
    case 'statuses':
      return statuses(ctx, command)
    case 'grant':
      return grant(ctx, command)
    case 'simulate':
      return simulate(ctx, command)
    case 'grants':
      return grants(ctx, command)
    case 'calls':
      return calls(ctx, command)
    case 'portfolio opportunities':
      return portfolioOpportunities(ctx, command)
    case 'portfolio aid':
      return portfolioAid(ctx, command)
    case 'portfolio deadlines':
      return portfolioDeadlines(ctx, command)
    case 'cases list':
      return listCases(ctx, command)
    case 'cases get':
      return getCase(ctx, command.id)
    case 'cases create':
      return createCase(ctx, command)
    case 'cases status':
      return setCaseStatus(ctx, command)
    case 'cases archive':
    case 'cases unarchive':
      return archiveCases(ctx, command)
    case 'cases assign':
      return assignCases(ctx, command)
    case 'cases deadlines':
    case 'cases deadline':
      return caseDeadlines(ctx, command)
    case 'cases docs':
      return caseDocuments(ctx, command)
    case 'cases notes':
      return caseNotes(ctx, command)
    case 'bdns minimis':
      return bdnsMinimis(ctx, command)
    case 'bdns declaration':
      return bdnsDeclaration(ctx, command)
    case 'bdns call':
      return bdnsCall(ctx, command)
    case 'bdns watch':
      return bdnsWatch(ctx, command)
    case 'report month':
      return reportMonth(ctx, command)
    case 'report client':
      return reportClient(ctx, command)
  }
}

/** One command, start to end; returns the exit code. Closes what it started (the demo service). */
export async function run(argv: readonly string[], options: RunOptions): Promise<number> {
  const { io } = options
  const redactor = new CliRedactor()
  const output = createOutput(io.stdout, io.stderr, redactor)
  let invocation: Invocation
  try {
    invocation = parseInvocation(argv)
  } catch (error) {
    if (!isUsageError(error)) throw error
    output.usage(error)
    return EXIT_USAGE
  }
  const { command } = invocation
  if (command.name === 'help') {
    output.text(helpText(command.topic))
    return EXIT_OK
  }
  // Counted here, with no service, session or database.
  if (command.name === 'deadline') {
    deadline(output, command)
    return EXIT_OK
  }

  const { interrupt } = options
  if ('output' in command && command.output.out) output.logProgress()
  let ctx: CliContext | null = null
  try {
    ctx = await createCliContext({
      ...options,
      invocation,
      output,
      redactor,
      ...(interrupt ? { signal: interrupt.signal } : {}),
    })
    await unlessInterrupted(execute(ctx, command), interrupt?.signal)
    return EXIT_OK
  } catch (error) {
    if (interrupt?.exitCode) {
      // A file being written removes its .part first; the requests in flight are left behind.
      await ctx?.writesSettled()
      output.failure(interruptedError(interrupt, command))
      return interrupt.exitCode
    }
    if (isUsageError(error)) {
      output.usage(error.command ? error : new UsageError(error.message, command.name))
      return EXIT_USAGE
    }
    if (isAppFailure(error)) {
      output.failure(error.appError)
      if (isCapped(error)) return EXIT_CAPPED
      return isUnconfirmed(error) ? EXIT_USAGE : EXIT_FAILURE
    }
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    output.failure(
      invocation.verbose
        ? appError('error.internal.cli_unexpected_detail', { detail })
        : appError('error.internal.cli_unexpected', {}),
    )
    return EXIT_FAILURE
  } finally {
    await ctx?.close()
  }
}
