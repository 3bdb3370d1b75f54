import { mount, type ComponentMountingOptions } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { type Component, defineComponent, h } from 'vue'
import { NDialogProvider, NMessageProvider, NNotificationProvider } from 'naive-ui'
import { createMemoryHistory, createRouter } from 'vue-router'
import { i18n, setLanguage } from '../../src/renderer/src/i18n/i18n'
import { type Language } from '../../src/shared/settings'

const nowhere = { render: () => null }

/**
 * A renderer component mounted as the app mounts it: Pinia, vue-i18n in `language`, a router that
 * goes nowhere (with the named routes `routes` its links name), and naive-ui's message,
 * notification and dialog providers around it. The bridge is the test's (installFakeBridge).
 */
export function mountComponent<C extends Component>(
  component: C,
  options: ComponentMountingOptions<C> & { language?: Language; routes?: string[] } = {},
) {
  const { language = 'es', routes = [], ...mounting } = options
  const pinia = createPinia()
  setActivePinia(pinia)
  setLanguage(language)
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      ...routes.map((name) => ({ path: `/${name}/:id?`, name, component: nowhere })),
      { path: '/:rest(.*)*', name: 'any', component: nowhere },
    ],
  })
  const Shell = defineComponent({
    // Its attributes are the component's props, passed down, not set on a root element.
    inheritAttrs: false,
    setup:
      (_, { attrs }) =>
      () =>
        h(NMessageProvider, null, () =>
          h(NNotificationProvider, null, () => h(NDialogProvider, null, () => h(component, attrs))),
        ),
  })
  return mount(Shell, {
    ...(mounting as object),
    attachTo: document.body,
    global: { plugins: [pinia, i18n, router] },
  })
}
