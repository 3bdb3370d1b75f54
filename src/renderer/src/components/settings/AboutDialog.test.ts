import { afterAll, describe, expect, it } from 'vitest'
import { type About } from '@shared/diagnostics'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { bodyElement, bodyText } from '../../../../../test/support/page-queries'
import AboutDialog from './AboutDialog.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())
bridge.always('update.state', () =>
  ok({
    support: 'none',
    status: 'idle',
    currentVersion: '0.1.0',
    newVersion: null,
    progress: null,
    lastCheck: null,
  }),
)

/** What main answers in the browser: no Electron, and the notices the build wrote. */
const ABOUT: About = {
  name: 'Grants Desk',
  versions: { app: '0.1.0', electron: null, chrome: null, node: '24.1.0', os: 'Linux 6.8.0 (x64)' },
  licences: [
    { name: 'zod', version: '4.0.0', license: 'MIT', text: 'MIT License\n\nCopyright…' },
    { name: 'naive-ui', version: '2.45.3', license: 'MIT', text: 'MIT License' },
  ],
}

describe('«Acerca de»', () => {
  // The keyboard, axe-core and the real notices are about.spec.ts's, in Spanish.
  it('says the versions, the CNAE credit and the licences in English, and finds a licence', async () => {
    // As the app opens it: mounted closed, then shown.
    const wrapper = mountComponent(AboutDialog, { props: { show: false }, language: 'en' })
    await wrapper.setProps({ show: true } as Parameters<typeof wrapper.setProps>[0])
    await settle()
    await bridge.only('app.about').answer(ok(ABOUT))
    expect(bodyElement('about-dialog').querySelector('h2, h3')?.textContent).toContain(
      'About Grants Desk',
    )
    expect(bodyText('about-version-app')).toContain('0.1.0')
    expect(bodyText('about-version-electron')).toContain('Not applicable (browser)')
    expect(bodyText('about-dialog')).toContain(
      'CNAE source: National Statistics Institute of Spain (INE), CNAE-2009.',
    )
    const notices = () =>
      [...document.body.querySelectorAll('details')].map((notice) =>
        notice.getAttribute('data-testid'),
      )
    expect(notices()).toEqual(['licence-zod', 'licence-naive-ui'])
    const search = bodyElement('about-search').querySelector('input')
    expect(search?.getAttribute('aria-label')).toBe('Search package or licence')

    if (search) {
      search.value = 'zod'
      search.dispatchEvent(new Event('input'))
    }
    await settle()
    expect(notices()).toEqual(['licence-zod'])
  })
})
