import { loadRouteLocation, type RouteRecordNameGeneric, type Router } from 'vue-router'

/**
 * While the sign-in screen waits for the user, the screen a sign-in lands on is loaded with the
 * shell around it: once signed in, the user waits for the service's first page, not for code.
 */
export function preloadFromLogin(router: Router, landing: () => RouteRecordNameGeneric): void {
  router.afterEach((to) => {
    if (to.name !== 'login') return
    const preload = () =>
      void loadRouteLocation(router.resolve({ name: landing() })).catch(() => undefined)
    if (typeof requestIdleCallback === 'function') requestIdleCallback(preload, { timeout: 2000 })
    else setTimeout(preload, 0)
  })
}
