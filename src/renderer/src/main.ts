import { createPinia } from 'pinia'
import { createApp } from 'vue'
import App from './App.vue'
import './styles/global.css'
import './styles/layout.css'
import { i18n, setLanguage } from './i18n/i18n'
import { router } from './router'
import { useSettingsStore } from './stores/settings-store'

async function boot(): Promise<void> {
  const app = createApp(App)
  app.use(createPinia())
  app.use(i18n)
  // Read the settings before the first paint so the language and theme are right from the start.
  const settings = useSettingsStore()
  await settings.load()
  if (settings.settings) await setLanguage(settings.settings.language)
  app.use(router)
  app.mount('#app')
}

void boot()
