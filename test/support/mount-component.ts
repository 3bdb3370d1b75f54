import { mount, type ComponentMountingOptions } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { type Component, defineComponent, h } from 'vue'
import { NDialogProvider, NMessageProvider, NNotificationProvider } from 'naive-ui'
import { createMemoryHistory, createRouter, type RouteRecordRaw } from 'vue-router'
import { i18n, setLanguage } from '../../src/renderer/src/i18n/i18n'
import { en } from '../../src/renderer/src/i18n/ui-en'
import { routes } from '../../src/renderer/src/router'
import { type Language } from '../../src/shared/settings'
import { mountedApps } from './mounted-apps'

const Empty = { render: () => null }

/** The app's named routes at their paths, each showing nothing: links resolve, nothing loads. */
function namedRoutes(records: readonly RouteRecordRaw[], base = ''): RouteRecordRaw[] {
  return records.flatMap((record) => {
    const path = record.path.startsWith('/') ? record.path : `${base}/${record.path}`
    const own: RouteRecordRaw[] =
      typeof record.name === 'string' ? [{ path, name: record.name, component: Empty }] : []
    return [...own, ...namedRoutes(record.children ?? [], path.replace(/\/$/, ''))]
  })
}

/**
 * A renderer component mounted as the app mounts it: Pinia, vue-i18n in `language`, a router that
 * knows the app's route names and goes nowhere, and naive-ui's message, notification and dialog
 * providers around it. The bridge is the test's (installFakeBridge).
 */
// The app loads its English catalogue when first asked for; a component test has it at hand, so
// that mounting in English stays synchronous.
i18n.global.setLocaleMessage('en', en)

export function mountComponent<C extends Component>(
  component: C,
  options: ComponentMountingOptions<C> & { language?: Language } = {},
) {
  const { language = 'es', ...mounting } = options
  const pinia = createPinia()
  setActivePinia(pinia)
  void setLanguage(language)
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [...namedRoutes(routes), { path: '/:rest(.*)*', name: 'any', component: Empty }],
  })
  const Shell = defineComponent({
    // Its attributes are the component's props, passed down, not set on a root element.
    inheritAttrs: false,
    setup:
      (_, { attrs }) =>
      () =>
        h(NNotificationProvider, null, () =>
          h(NMessageProvider, null, () => h(NDialogProvider, null, () => h(component, attrs))),
        ),
  })
  const wrapper = mount(Shell, {
    ...(mounting as object),
    attachTo: document.body,
    global: { plugins: [pinia, i18n, router] },
  })
  mountedApps.push(() => {
    if (!wrapper.vm.$.isUnmounted) wrapper.unmount()
  })
  return wrapper
}
