import { describe, expect, it, vi } from 'vitest'
import { defineComponent } from 'vue'
import { createMemoryHistory, createRouter } from 'vue-router'
import { preloadFromLogin } from './route-preload'

const Screen = defineComponent({ render: () => null })

function appRouter() {
  const loads = { login: vi.fn(), shell: vi.fn(), clients: vi.fn(), cases: vi.fn() }
  const loader = (name: keyof typeof loads) => () => {
    loads[name]()
    return Promise.resolve(Screen)
  }
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/login', name: 'login', component: loader('login') },
      {
        path: '/',
        component: loader('shell'),
        children: [
          { path: 'clients', name: 'clients', component: loader('clients') },
          { path: 'cases', name: 'cases', component: loader('cases') },
        ],
      },
    ],
  })
  return { router, loads }
}

describe('preloadFromLogin', () => {
  it('loads the shell and the landing screen once the sign-in screen is shown, nothing else', async () => {
    vi.useFakeTimers()
    const { router, loads } = appRouter()
    preloadFromLogin(router, () => 'clients')
    await router.push('/login')
    expect(loads.clients).not.toHaveBeenCalled()
    await vi.runAllTimersAsync()
    expect(loads.shell).toHaveBeenCalledOnce()
    expect(loads.clients).toHaveBeenCalledOnce()
    expect(loads.cases).not.toHaveBeenCalled()
    vi.useRealTimers()
  })

  it('loads nothing ahead from another screen', async () => {
    vi.useFakeTimers()
    const { router, loads } = appRouter()
    preloadFromLogin(router, () => 'clients')
    await router.push('/cases')
    loads.shell.mockClear()
    await vi.runAllTimersAsync()
    expect(loads.clients).not.toHaveBeenCalled()
    expect(loads.shell).not.toHaveBeenCalled()
    vi.useRealTimers()
  })
})
