import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import { type BridgeResult } from '@shared/bridge'
import { type EnvironmentStatus, type LoginInput, type SessionView } from '@shared/session'
import { api, onUnauthorized, subscribe } from '../bridge-client'

/** The session as main reports it (never a token), and the SC-AUTH-4 password prompt. */
export const useSessionStore = defineStore('session', () => {
  const session = ref<SessionView | null>(null)
  const environment = ref<EnvironmentStatus | null>(null)
  const promptOpen = ref(false)
  let waiting: ((renewed: boolean) => void)[] = []

  const signedIn = computed(() => session.value?.status === 'signed-in')
  const known = computed(() => session.value !== null && session.value.status !== 'signed-out')

  async function load(): Promise<void> {
    const result = await api.session.state()
    if (result.ok) session.value = result.value
    if (session.value?.status === 'expired') promptOpen.value = true
  }

  async function loadEnvironment(): Promise<BridgeResult<EnvironmentStatus>> {
    const result = await api.environment.status()
    if (result.ok) environment.value = result.value
    return result
  }

  async function login(input: LoginInput): Promise<BridgeResult<SessionView>> {
    const result = await api.session.login(input)
    if (result.ok) session.value = result.value
    return result
  }

  function settle(renewed: boolean): void {
    promptOpen.value = false
    const resolvers = waiting
    waiting = []
    for (const resolve of resolvers) resolve(renewed)
  }

  async function reauth(password: string): Promise<BridgeResult<SessionView>> {
    const result = await api.session.reauth({ password })
    if (result.ok) {
      session.value = result.value
      settle(true)
    }
    return result
  }

  async function logout(): Promise<void> {
    const result = await api.session.logout()
    if (result.ok) session.value = result.value
    settle(false)
  }

  /** «Borrar los datos de esta cuenta en este equipo»: main erases them and signs out. */
  async function eraseLocalData(): Promise<BridgeResult<SessionView>> {
    const result = await api.account.erase()
    if (result.ok) {
      session.value = result.value
      settle(false)
    }
    return result
  }

  /** Every call that met a 401 waits here for the same prompt. */
  function waitForReauth(): Promise<boolean> {
    promptOpen.value = true
    return new Promise((resolve) => waiting.push(resolve))
  }

  onUnauthorized(waitForReauth)
  subscribe('session.changed', (next) => {
    session.value = next
  })
  subscribe('session.expired', () => {
    promptOpen.value = true
  })

  return {
    session,
    environment,
    promptOpen,
    signedIn,
    known,
    load,
    loadEnvironment,
    login,
    reauth,
    logout,
    eraseLocalData,
    cancelPrompt: () => settle(false),
  }
})
