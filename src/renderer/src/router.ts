import { createRouter, createWebHashHistory, type RouteRecordRaw } from 'vue-router'
import AppLayout from './layouts/AppLayout.vue'

export const routes: RouteRecordRaw[] = [
  {
    path: '/',
    component: AppLayout,
    children: [
      { path: '', redirect: { name: 'settings' } },
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
