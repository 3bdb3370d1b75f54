import {
  BrandSchema,
  endpointsOf,
  type Environment,
  HttpUrlSchema,
  PRESETS,
  type Preset,
} from '@shared/settings'
import { insecureHostOfEndpoints, insecureTransportError } from '@shared/transport'
import { firstIssueOf } from '@shared/validation'
import { type Credentials } from '../api/http'
import { cliText } from './cli-text'
import { UsageError, usageError } from './usage-error'

/** The connection flags of any command; each is undefined when not given. */
export interface ConnectionFlags {
  env?: string | undefined
  baseUrl?: string | undefined
  testBaseUrl?: string | undefined
  brand?: string | undefined
  /** --allow-insecure: plain http:// to a host other than this computer. */
  allowInsecure?: boolean | undefined
}

type Env = Record<string, string | undefined>

/** An environment variable that is set and not blank. */
export function variable(env: Env, name: string): string | undefined {
  const value = env[name]?.trim()
  return value ? value : undefined
}

function isPreset(value: string): value is Preset {
  return (PRESETS as readonly string[]).includes(value)
}

/** An address given by `source`: a flag, a variable or the saved settings. */
function url(source: string, raw: string): string {
  const result = HttpUrlSchema.safeParse(raw)
  if (!result.success) {
    throw usageError('cli.usage.address_invalid', { source, issue: firstIssueOf(result.error) })
  }
  return result.data
}

interface Addresses {
  base?: string | undefined
  test?: string | undefined
  /** Named in the messages: the flag or the variable. */
  baseName: string
  testName: string
}

/** Per address, the first layer that gives it; a layer with only a base uses it for both. */
function customAddresses(layers: readonly Addresses[]): Environment {
  let base: { value: string; name: string } | undefined
  let test: { value: string; name: string } | undefined
  for (const layer of layers) {
    if (!base && layer.base) base = { value: layer.base, name: layer.baseName }
    const layerTest = layer.test ?? layer.base
    const testName = layer.test ? layer.testName : layer.baseName
    if (!test && layerTest) test = { value: layerTest, name: testName }
  }
  if (!base) {
    throw usageError('cli.usage.custom_needs_url', {})
  }
  const baseUrl = url(base.name, base.value)
  const testUrl = test ? url(test.name, test.value) : baseUrl
  return { preset: 'custom', baseUrl, testBaseUrl: testUrl }
}

/**
 * The service to talk to: flags win over the environment variables, which win over what `login`
 * saved. `--base-url`/`--test-base-url` and the GRANTS_*_BASE_URL variables imply `custom`;
 * `--brand` implies `fandit`.
 */
export function resolveEnvironment(
  flags: ConnectionFlags,
  env: Env,
  saved: Environment,
): Environment {
  const envBase = variable(env, 'GRANTS_BASE_URL')
  const envTest = variable(env, 'GRANTS_TEST_BASE_URL')
  const urlFlags = flags.baseUrl !== undefined || flags.testBaseUrl !== undefined
  if (flags.env !== undefined && !isPreset(flags.env)) {
    throw usageError('cli.usage.env_choice', { env: flags.env })
  }
  const preset: Preset =
    flags.env ??
    (urlFlags ? 'custom' : undefined) ??
    (flags.brand !== undefined ? 'fandit' : undefined) ??
    (envBase || envTest ? 'custom' : saved.preset)

  if (preset !== 'custom' && urlFlags) {
    throw usageError('cli.usage.urls_need_custom', {})
  }
  if (preset !== 'fandit' && flags.brand !== undefined) {
    throw usageError('cli.usage.brand_needs_fandit', {})
  }
  switch (preset) {
    case 'demo':
      return { preset }
    case 'fandit': {
      if (flags.brand === undefined) {
        return { preset, brand: saved.preset === 'fandit' ? saved.brand : null }
      }
      const brand = BrandSchema.safeParse(flags.brand)
      if (!brand.success) {
        throw usageError('cli.usage.brand_invalid', { issue: firstIssueOf(brand.error) })
      }
      return { preset, brand: brand.data }
    }
    case 'custom':
      return customAddresses([
        {
          base: flags.baseUrl,
          test: flags.testBaseUrl,
          baseName: '--base-url',
          testName: '--test-base-url',
        },
        {
          base: envBase,
          test: envTest,
          baseName: 'GRANTS_BASE_URL',
          testName: 'GRANTS_TEST_BASE_URL',
        },
        saved.preset === 'custom'
          ? {
              base: saved.baseUrl,
              test: saved.testBaseUrl,
              baseName: cliText('cli.subject.saved_settings', {}),
              testName: cliText('cli.subject.saved_settings', {}),
            }
          : { baseName: '', testName: '' },
      ])
  }
}

/** GRANTS_TOKEN (and optionally GRANTS_EXPERT_TOKEN): a script's credentials, without login. */
export function credentialsFromEnv(env: Env): Credentials | null {
  const token = variable(env, 'GRANTS_TOKEN')
  const expertToken = variable(env, 'GRANTS_EXPERT_TOKEN') ?? null
  if (!token) {
    if (expertToken) throw usageError('cli.usage.expert_token_alone', {})
    return null
  }
  return { token, expertToken }
}

/**
 * A plain http:// address that leaves this computer needs --allow-insecure (issue 9): refused as a
 * usage error before anything is sent. The environment service refuses it again on every request.
 */
export function checkTransport(environment: Environment, allowInsecure: boolean): void {
  const endpoints = endpointsOf(environment)
  const host = endpoints && !allowInsecure ? insecureHostOfEndpoints(endpoints) : null
  if (host) throw new UsageError(insecureTransportError(host, 'flag').message)
}
