import { parseArgs } from 'node:util'
import { isIsoDate } from '@shared/format'
import { DEFAULT_DIALECT, DIALECTS, isDialect } from './dialect'
import { FAULT_KINDS, isFaultKind, type FaultKind } from './faults'
import { type DemoServiceOptions } from './server'
import { MAX_CLIENTS, MAX_CONCESSIONS } from './state'

export const DEFAULT_CLI_PORT = 4010

export const USAGE = `Uso: npm run demo-service -- [opciones]

Servicio de ayudas local (API v2) con datos de demostración.

Opciones:
  --port N               Puerto (0 = uno libre). Por defecto ${DEFAULT_CLI_PORT}.
  --host HOST            Dirección de escucha. Por defecto 127.0.0.1.
  --seed N               Semilla de los datos y de los fallos. Por defecto 1.
  --clients N            Clientes (1–${MAX_CLIENTS}). Por defecto 300.
  --concessions N        Concesiones (0–${MAX_CONCESSIONS}). Por defecto 5000.
  --latency-ms N         Retraso de cada respuesta, en milisegundos.
  --fault-rate P         Probabilidad de fallo por petición, de 0 a 1.
  --faults LISTA         Tipos de fallo: ${FAULT_KINDS.join(',')}.
  --fault-login          Permite fallos también en el inicio de sesión.
  --token-ttl SEGUNDOS   Duración de los tokens. Por defecto no caducan.
  --today AAAA-MM-DD     Fecha de referencia de convocatorias y concesiones.
  --dialect DIALECTO     ${DEFAULT_DIALECT} (por defecto): el servicio según nuestra descripción;
                         vendor: como lo documenta el proveedor (SC-DIALECT-1).
  --help                 Muestra esta ayuda.
`

export type CliCommand =
  { kind: 'help' } | { kind: 'serve'; options: DemoServiceOptions & { host: string; port: number } }

/** A flag with a bad value; the CLI prints the message and exits with code 2. */
export class CliError extends Error {}

function integer(flag: string, raw: string, min: number, max: number): number {
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < min || Number(raw) > max) {
    throw new CliError(`--${flag} debe ser un número entero entre ${min} y ${max}: «${raw}».`)
  }
  return Number(raw)
}

function faultKinds(raw: string): FaultKind[] {
  const kinds = raw.split(',').map((kind) => kind.trim())
  const unknown = kinds.find((kind) => !isFaultKind(kind))
  if (unknown !== undefined) {
    throw new CliError(
      `Tipo de fallo desconocido en --faults: «${unknown}». Use: ${FAULT_KINDS.join(',')}.`,
    )
  }
  return [...new Set(kinds)] as FaultKind[]
}

function explain(error: unknown): CliError {
  const code = (error as { code?: unknown }).code
  const message = error instanceof Error ? error.message : String(error)
  const flag = /'(-{1,2}[^' ]+)/.exec(message)?.[1] ?? ''
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return new CliError(`Opción desconocida: ${flag}. Use --help para ver las opciones.`)
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return new CliError(`Falta el valor de ${flag}, o sobra uno.`)
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return new CliError('Argumento inesperado. Use --help para ver las opciones.')
    default:
      return new CliError('Opciones no válidas. Use --help para ver las opciones.')
  }
}

/** Reads the flags of `cli.ts`; a bad one throws a CliError with a Spanish message. */
export function parseCliArgs(argv: readonly string[]): CliCommand {
  let values
  try {
    ;({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        seed: { type: 'string' },
        clients: { type: 'string' },
        concessions: { type: 'string' },
        'latency-ms': { type: 'string' },
        'fault-rate': { type: 'string' },
        faults: { type: 'string' },
        'fault-login': { type: 'boolean' },
        'token-ttl': { type: 'string' },
        today: { type: 'string' },
        dialect: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }))
  } catch (error) {
    throw explain(error)
  }
  if (values.help) return { kind: 'help' }

  const options: DemoServiceOptions & { host: string; port: number } = {
    port: values.port === undefined ? DEFAULT_CLI_PORT : integer('port', values.port, 0, 65_535),
    host: values.host ?? '127.0.0.1',
  }
  if (options.host.trim() === '') throw new CliError('--host no puede estar vacío.')
  if (values.seed !== undefined) options.seed = integer('seed', values.seed, 0, 0xffff_ffff)
  if (values.clients !== undefined) {
    options.clients = integer('clients', values.clients, 1, MAX_CLIENTS)
  }
  if (values.concessions !== undefined) {
    options.concessions = integer('concessions', values.concessions, 0, MAX_CONCESSIONS)
  }
  if (values['latency-ms'] !== undefined) {
    options.latencyMs = integer('latency-ms', values['latency-ms'], 0, 60_000)
  }
  if (values['fault-rate'] !== undefined) {
    const raw = values['fault-rate']
    const rate = Number(raw)
    if (raw.trim() === '' || !Number.isFinite(rate) || rate < 0 || rate > 1) {
      throw new CliError(`--fault-rate debe ser un número entre 0 y 1: «${raw}».`)
    }
    options.faultRate = rate
  }
  if (values.faults !== undefined) options.faults = faultKinds(values.faults)
  if (values['fault-login']) options.faultLogin = true
  if (values['token-ttl'] !== undefined) {
    options.tokenTtlSeconds = integer('token-ttl', values['token-ttl'], 1, 31_536_000)
  }
  const today = values.today
  if (today !== undefined) {
    if (!isIsoDate(today)) {
      throw new CliError(`--today debe ser una fecha AAAA-MM-DD válida: «${String(today)}».`)
    }
    options.today = today
  }
  const dialect = values.dialect
  if (dialect !== undefined) {
    if (!isDialect(dialect)) {
      throw new CliError(
        `Dialecto desconocido en --dialect: «${String(dialect)}». Use: ${DIALECTS.join(' o ')}.`,
      )
    }
    options.dialect = dialect
  }
  return { kind: 'serve', options }
}
