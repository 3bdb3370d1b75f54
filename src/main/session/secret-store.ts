import type * as Keytar from 'keytar'

/** Where tokens live. The keychain one survives restarts; the memory one lasts for the process. */
export interface SecretStore {
  readonly kind: 'keychain' | 'memory'
  get(account: string): Promise<string | null>
  set(account: string, secret: string): Promise<void>
  delete(account: string): Promise<boolean>
}

/** keytar service name (architecture: one account per environment and e-mail). */
const KEYCHAIN_SERVICE = 'grants-desk'

/** What the app uses of keytar (`keytar-module.d.ts` types it: keytar itself is optional). */
export type KeytarModule = Pick<
  typeof Keytar,
  'getPassword' | 'setPassword' | 'deletePassword' | 'findCredentials'
>

export class MemorySecretStore implements SecretStore {
  readonly kind = 'memory' as const
  private readonly secrets = new Map<string, string>()

  get(account: string): Promise<string | null> {
    return Promise.resolve(this.secrets.get(account) ?? null)
  }

  set(account: string, secret: string): Promise<void> {
    this.secrets.set(account, secret)
    return Promise.resolve()
  }

  delete(account: string): Promise<boolean> {
    return Promise.resolve(this.secrets.delete(account))
  }
}

class KeytarSecretStore implements SecretStore {
  readonly kind = 'keychain' as const
  constructor(
    private readonly keytar: KeytarModule,
    private readonly service = KEYCHAIN_SERVICE,
  ) {}

  get(account: string): Promise<string | null> {
    return this.keytar.getPassword(this.service, account)
  }

  set(account: string, secret: string): Promise<void> {
    return this.keytar.setPassword(this.service, account, secret)
  }

  delete(account: string): Promise<boolean> {
    return this.keytar.deletePassword(this.service, account)
  }
}

export interface OpenedSecretStore {
  store: SecretStore
  keychainAvailable: boolean
  /** Why the keychain is not used, for the logs (never shown raw to the user). */
  reason: string | null
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`sin respuesta en ${ms} ms`)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
}

async function loadKeytar(): Promise<KeytarModule> {
  const loaded = (await import('keytar')) as KeytarModule & { default?: KeytarModule }
  return loaded.default ?? loaded
}

/**
 * Opens the OS keychain through keytar, probing it first: Linux without a Secret Service, a locked
 * keychain that never answers or a missing native module all fall back to the memory store.
 */
export async function openSecretStore(
  options: { load?: () => Promise<KeytarModule>; probeTimeoutMs?: number; service?: string } = {},
): Promise<OpenedSecretStore> {
  const service = options.service ?? KEYCHAIN_SERVICE
  try {
    const keytar = await (options.load ?? loadKeytar)()
    await withTimeout(keytar.findCredentials(service), options.probeTimeoutMs ?? 3000)
    return { store: new KeytarSecretStore(keytar, service), keychainAvailable: true, reason: null }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { store: new MemorySecretStore(), keychainAvailable: false, reason }
  }
}
