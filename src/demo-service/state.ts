import { type StatusGroup } from '@shared/wire/status-group'
import { isIsoDate } from '@shared/format'
import { dayOf, firstOfNextMonth, todayIso } from './dates'
import { DEFAULT_DIALECT, type Dialect, isDialect } from './dialect'
import { createRandom, deriveSeed } from './random'
import { expertById, USER_ACCOUNTS, type UserAccount } from './seed/accounts'
import { buildDataFilters, buildVendorDataFilters, type Catalogue } from './seed/catalogue-seed'
import {
  FIRST_CLIENT_ID,
  generateClients,
  SEQUENTIAL_CLIENTS,
  type StoredClient,
  TaxIdPool,
} from './seed/clients-seed'
import {
  type CaseTemplate,
  DEFAULT_CASE_FILES,
  FIRST_CASE_ID,
  generateCases,
  generateTemplates,
} from './seed/cases-seed'
import { generateConcessions, SEQUENTIAL_CONCESSIONS } from './seed/concessions-seed'
import { generateGrants, type Grant } from './seed/grants'
import { generateRecentCalls } from './seed/recent-calls'
import { IndexedClients } from './seed/indexed-clients'
import { IndexedConcessionSeed } from './seed/indexed-concessions'
import { withPartialClients } from './seed/partial-clients'
import { withProfileGaps } from './seed/profile-gaps'
import { SeededClientSource } from './seed/seeded-clients'
import { STATUS_GROUPS } from './seed/status-groups'
import {
  grantQuirks,
  type GrantQuirks,
  NO_QUIRKS,
  vendorCreditAccount,
  withIncompleteProfiles,
  withVendorCnaes,
  withWholeFigures,
} from './seed/vendor-quirks'
import { CaseStore } from './store/cases-table'
import { ClientStore } from './store/clients-table'
import { ConcessionIndex, type Concessions } from './store/concessions-table'
import { CreditLedger, type CreditUsage } from './store/credits-table'
import { IndexedConcessions } from './store/indexed-concessions-table'
import { TokenStore } from './store/tokens'
import { type Readings } from './readings'

const DEFAULT_SEED = 1
const DEFAULT_CLIENTS = 300
const DEFAULT_CONCESSIONS = 5000
export const MAX_CLIENTS = 100_000
export const MAX_CONCESSIONS = 1_000_000
const MAX_CASE_FILES = 10_000

export interface DemoServiceStateOptions {
  seed?: number
  /** 1–100,000; default 300. */
  clients?: number
  /** 0–1,000,000; default 5,000. */
  concessions?: number
  /** Case files (expedientes) seeded, 0–10,000; default 320. */
  cases?: number
  /** YYYY-MM-DD; grant dates and status texts are relative to it. Default: the current UTC date. */
  today?: string
  /** Slug → weight, replacing that grant's weight when concessions are drawn (benchmarks). */
  grantWeights?: Readonly<Record<string, number>>
  /** `interface` (the default: our description) or `vendor` (the vendor's document, SC-DIALECT-1). */
  dialect?: Dialect
  /**
   * How far the sequential seed goes before clients and concessions are made one by one from
   * their index (default and most: 20,000 clients, 200,000 concessions). Tests lower it to reach
   * the per-index seed with little data.
   */
  sequentialSeed?: { clients?: number; concessions?: number }
  /** How the documents' open points are read (readings.ts); `decimalAmounts` shapes the seed too. */
  readings?: Partial<Readings>
}

/**
 * Everything the demo service knows, apart from HTTP: seeded data, edits made through the API or the
 * control, tokens and credits. A new server given the same state behaves like a restarted service.
 */
export class DemoServiceState {
  readonly seed: number
  readonly today: string
  readonly dialect: Dialect
  readonly users: readonly UserAccount[] = USER_ACCOUNTS
  readonly clients: ClientStore
  readonly grants: readonly Grant[]
  /**
   * What `funds/` lists: the grants, then the calls published lately (seed/recent-calls.ts), which
   * have a detail but neither concessions nor a place in the simulator.
   */
  readonly calls: readonly Grant[]
  /** Closed grants published without a title or slug (vendor dialect; none in the interface). */
  readonly grantQuirks: GrantQuirks
  readonly concessions: Concessions
  /** Case files (expedientes): seeded, then changed through the API. */
  readonly cases: CaseStore
  readonly caseTemplates: readonly CaseTemplate[]
  readonly statusGroups: readonly StatusGroup[] = STATUS_GROUPS
  readonly dataFilters: Catalogue
  readonly tokens: TokenStore
  /** When the monthly credit allowance starts again (vendor `usage-statistics/`). */
  readonly creditsResetDate: string
  private readonly credits = new CreditLedger()
  private readonly grantsById: ReadonlyMap<number, Grant>
  private readonly grantsBySlug: ReadonlyMap<string, Grant>

  constructor(options: DemoServiceStateOptions = {}) {
    this.seed = checkInteger('seed', options.seed ?? DEFAULT_SEED, 0, 0xffff_ffff)
    const clientCount = checkInteger('clients', options.clients ?? DEFAULT_CLIENTS, 1, MAX_CLIENTS)
    const concessionCount = checkInteger(
      'concessions',
      options.concessions ?? DEFAULT_CONCESSIONS,
      0,
      MAX_CONCESSIONS,
    )
    const today = options.today ?? todayIso()
    if (!isIsoDate(today))
      throw new RangeError(`«today» no es una fecha AAAA-MM-DD: ${String(today)}`)
    this.today = today
    const dialect = options.dialect ?? DEFAULT_DIALECT
    if (!isDialect(dialect)) throw new RangeError(`Dialecto desconocido: ${String(dialect)}`)
    this.dialect = dialect
    const vendor = dialect === 'vendor'

    // The first 20,000 clients and up to 200,000 concessions come from the sequential seed, as
    // always; a larger demo service makes the rest one by one from their index, on first use.
    const taxIds = new TaxIdPool(createRandom(deriveSeed(this.seed, 'tax-ids')))
    const taken = (id: string) => taxIds.has(id)
    const sequentialClients = checkInteger(
      'sequentialSeed.clients',
      options.sequentialSeed?.clients ?? SEQUENTIAL_CLIENTS,
      0,
      SEQUENTIAL_CLIENTS,
    )
    const sequentialConcessions = checkInteger(
      'sequentialSeed.concessions',
      options.sequentialSeed?.concessions ?? SEQUENTIAL_CONCESSIONS,
      0,
      SEQUENTIAL_CONCESSIONS,
    )
    const records = generateClients(
      createRandom(deriveSeed(this.seed, 'clients')),
      Math.min(clientCount, sequentialClients),
      taxIds,
      this.today,
    )
    const partial = withPartialClients(records, vendor)
    const seeded = new SeededClientSource(
      vendor
        ? withIncompleteProfiles(
            withVendorCnaes(options.readings?.decimalAmounts ? partial : withWholeFigures(partial)),
            createRandom(deriveSeed(this.seed, 'incomplete-profiles')),
          )
        : withProfileGaps(partial, this.seed),
      clientCount > records.length
        ? new IndexedClients({
            seed: this.seed,
            first: records.length,
            end: clientCount,
            today: dayOf(this.today),
            dialect,
            taken,
          })
        : null,
      clientCount,
    )
    this.clients = new ClientStore(seeded)
    this.grants = generateGrants(this.seed, this.today)
    this.grantQuirks = vendor ? grantQuirks(this.grants, this.today) : NO_QUIRKS
    this.calls = [...this.grants, ...generateRecentCalls(this.today)]
    this.grantsById = new Map(this.calls.map((grant) => [grant.id, grant]))
    this.grantsBySlug = new Map(this.calls.map((grant) => [grant.slug, grant]))
    this.concessions =
      clientCount <= sequentialClients && concessionCount <= sequentialConcessions
        ? new ConcessionIndex(
            generateConcessions(
              createRandom(deriveSeed(this.seed, 'concessions')),
              concessionCount,
              this.grants,
              records,
              taxIds,
              this.today,
              options.grantWeights,
            ),
          )
        : new IndexedConcessions(
            new IndexedConcessionSeed({
              seed: this.seed,
              total: concessionCount,
              grants: this.grants,
              clients: seeded,
              todayIso: this.today,
              weights: options.grantWeights,
              taken,
            }),
          )
    this.caseTemplates = generateTemplates(this.grants, this.today)
    this.cases = new CaseStore(
      generateCases({
        seed: this.seed,
        today: this.today,
        count: checkInteger('cases', options.cases ?? DEFAULT_CASE_FILES, 0, MAX_CASE_FILES),
        clients: (index) => this.clients.get(FIRST_CLIENT_ID + index)?.client,
        clientCount,
        grants: this.grants,
        templates: this.caseTemplates,
      }),
      FIRST_CASE_ID,
    )
    this.tokens = new TokenStore(this.seed)
    this.dataFilters = vendor ? buildVendorDataFilters() : buildDataFilters()
    this.creditsResetDate = firstOfNextMonth(this.today)
    for (const { user, account } of this.users) {
      this.credits.open(
        user.id,
        vendor
          ? vendorCreditAccount(account)
          : { maxCredits: account.credits, usedThisMonth: 0, bag: 0 },
      )
    }
  }

  /** E-mail compared trimmed and case-insensitively. */
  userByEmail(email: string): UserAccount | undefined {
    const wanted = email.trim().toLowerCase()
    return this.users.find((user) => user.account.email === wanted)
  }

  userById(id: number): UserAccount | undefined {
    return this.users.find((user) => user.user.id === id)
  }

  grantById(id: number): Grant | undefined {
    return this.grantsById.get(id)
  }

  grantBySlug(slug: string): Grant | undefined {
    return this.grantsBySlug.get(slug)
  }

  /** Credits left: the rest of the month's allowance plus the bag. */
  creditsOf(userId: number): number {
    return this.credits.remaining(userId)
  }

  spendCredit(userId: number): void {
    this.credits.spend(userId)
  }

  creditUsageOf(userId: number): CreditUsage {
    return this.credits.usage(userId)
  }

  /** Leaves the account with `credits` left, as if it had spent the rest. */
  setCredits(email: string, credits: number): void {
    const user = this.requireUser(email)
    checkInteger('credits', credits, 0, Number.MAX_SAFE_INTEGER)
    this.credits.set(user.user.id, credits)
  }

  /** Changes a client as if someone else had edited it on the server (no validation). */
  updateClient(id: number, changes: Partial<StoredClient>): StoredClient {
    const current = this.requireClient(id)
    return this.clients.put({ ...current, ...changes, id })
  }

  /** Reassigns a client; the first expert becomes its `expert_data`. */
  setClientExperts(id: number, expertIds: readonly number[]): StoredClient {
    const current = this.requireClient(id)
    const experts = expertIds.map((expertId) => {
      const expert = expertById(expertId)
      if (!expert) throw new RangeError(`Experto desconocido: ${expertId}`)
      return expert
    })
    const owner = experts[0]
    return this.clients.put({
      ...current,
      experts: experts.map((expert) => expert.id),
      expert_data: owner
        ? { id: owner.id, name: owner.name, email: owner.email }
        : current.expert_data,
    })
  }

  deleteClient(id: number): void {
    if (!this.clients.delete(id)) throw new RangeError(`Cliente desconocido: ${id}`)
  }

  private requireClient(id: number): StoredClient {
    const record = this.clients.get(id)
    if (!record) throw new RangeError(`Cliente desconocido: ${id}`)
    return record.client
  }

  private requireUser(email: string): UserAccount {
    const user = this.userByEmail(email)
    if (!user) throw new RangeError(`Usuario desconocido: ${email}`)
    return user
  }
}

function checkInteger(name: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`«${name}» debe ser un entero entre ${min} y ${max}: ${value}`)
  }
  return value
}

export function createDemoServiceState(options: DemoServiceStateOptions = {}): DemoServiceState {
  return new DemoServiceState(options)
}
