import { createRouter, createWebHashHistory, type RouteRecordRaw } from 'vue-router'
import { LANDING_SCREENS } from '@shared/settings'
import { preloadFromLogin } from './route-preload'
import { useSessionStore } from './stores/session-store'
import { useSettingsStore } from './stores/settings-store'

/** Where a sign-in lands, for the account signed in (settings-store.ts). */
function landing() {
  return useSettingsStore().landingScreen(useSessionStore().session?.user?.expert !== false)
}

export const routes: RouteRecordRaw[] = [
  {
    path: '/login',
    name: 'login',
    component: () => import('./views/LoginView.vue'),
  },
  {
    path: '/',
    // The sign-in screen does not need the shell: it loads with the first screen behind it.
    component: () => import('./layouts/AppLayout.vue'),
    children: [
      // Signed out (or not known yet), the sign-in screen, which sends a signed-in user to where
      // they land: the landing is not a page the user asked for, to come back to after signing in.
      { path: '', redirect: () => ({ name: useSessionStore().known ? landing() : 'login' }) },
      {
        path: 'profile',
        name: 'profile',
        component: () => import('./views/ProfileView.vue'),
        meta: { titleKey: 'profile.title', requiresSession: true },
      },
      {
        path: 'clients',
        name: 'clients',
        component: () => import('./views/ClientsView.vue'),
        meta: { titleKey: 'clients.title', requiresSession: true },
      },
      {
        path: 'clients/:id(\\d+)',
        name: 'client',
        component: () => import('./views/ClientDetailView.vue'),
        props: (route) => ({ id: Number(route.params['id']) }),
        meta: { titleKey: 'clients.detailTitle', requiresSession: true },
      },
      {
        path: 'clients/:id(\\d+)/edit',
        name: 'client-edit',
        component: () => import('./views/ClientEditView.vue'),
        props: (route) => ({ id: Number(route.params['id']) }),
        meta: { titleKey: 'clients.editTitle', requiresSession: true },
      },
      {
        path: 'concessions',
        name: 'concessions',
        component: () => import('./views/ConcessionsView.vue'),
        meta: { titleKey: 'concessions.title', requiresSession: true },
      },
      {
        path: 'statuses',
        name: 'statuses',
        component: () => import('./views/StatusesView.vue'),
        meta: { titleKey: 'statuses.title', requiresSession: true },
      },
      {
        path: 'simulator',
        name: 'simulator',
        component: () => import('./views/SimulatorView.vue'),
        meta: { titleKey: 'simulator.title', requiresSession: true },
      },
      {
        path: 'portfolio',
        name: 'portfolio',
        component: () => import('./views/PortfolioView.vue'),
        meta: { titleKey: 'portfolio.title', requiresSession: true },
      },
      {
        path: 'cases',
        name: 'cases',
        component: () => import('./views/CasesView.vue'),
        meta: { titleKey: 'cases.title', requiresSession: true },
      },
      {
        path: 'cases/:id(\\d+)',
        name: 'case',
        component: () => import('./views/CaseDetailView.vue'),
        props: (route) => ({ id: Number(route.params['id']) }),
        meta: { titleKey: 'cases.detailTitle', requiresSession: true },
      },
      {
        path: 'calls',
        name: 'calls',
        component: () => import('./views/CallsView.vue'),
        meta: { titleKey: 'calls.title', requiresSession: true },
      },
      {
        path: 'reports',
        name: 'reports',
        component: () => import('./views/MonthReportView.vue'),
        meta: { titleKey: 'nav.reports', requiresSession: true },
      },
      {
        path: 'settings',
        name: 'settings',
        component: () => import('./views/SettingsView.vue'),
        meta: { titleKey: 'settings.title' },
      },
    ],
  },
  { path: '/:pathMatch(.*)*', redirect: '/' },
]

// Hash history: the app:// protocol serves one file, and the harness serves the same page.
export const router = createRouter({ history: createWebHashHistory(), routes })

router.beforeEach(async (to) => {
  const session = useSessionStore()
  if (!session.session) await session.load()
  // An expired session keeps its screens: the password prompt appears over them (SC-AUTH-4).
  if (to.meta['requiresSession'] && !session.known) {
    return { name: 'login', query: { redirect: to.fullPath } }
  }
  if (to.name === 'login' && session.signedIn) return { name: landing() }
  return true
})

// The work screen used last is where the next sign-in lands.
router.afterEach((to) => {
  const settings = useSettingsStore()
  const screen = LANDING_SCREENS.find((name) => name === to.name)
  if (screen && settings.settings && settings.settings.lastScreen !== screen)
    void settings.update({ lastScreen: screen })
})

preloadFromLogin(router, landing)
