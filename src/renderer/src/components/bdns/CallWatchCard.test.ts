import { afterAll, describe, expect, it } from 'vitest'
import { type CallWatchState } from '@shared/bdns/call-watch-state'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { useCaseWorkStore } from '../../stores/case-work-store'
import CallWatchCard from './CallWatchCard.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

const STATE: CallWatchState = {
  entries: [
    {
      caseId: 4321,
      code: '700123',
      url: 'https://www.infosubvenciones.es/bdnstrans/GE/es/convocatorias/700123',
      checkedAt: Date.UTC(2026, 10, 28, 7, 30),
      unseen: 2,
      call: {
        code: '700123',
        internalId: null,
        title: 'Kit Digital',
        grantor: null,
        receivedOn: null,
        opensOn: '2026-03-01',
        closesOn: '2027-01-15',
        openText: null,
        closeText: null,
        open: true,
        budget: null,
        regulation: null,
        documents: [
          {
            id: '91',
            name: 'Extracto de la convocatoria',
            fileName: 'extracto.pdf',
            size: null,
            publishedOn: '2026-03-02',
            changedOn: null,
            url: 'https://www.infosubvenciones.es/bdnstrans/api/convocatorias/documentos?idDocumento=91',
          },
        ],
        notices: [],
      },
    },
  ],
  unseen: 2,
}

const text = (testId: string) =>
  (document.body.querySelector(`[data-testid="${testId}"]`)?.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim()

describe('the call behind a case file, watched in BDNS', () => {
  it('shows its code, dates and state, the changes not seen, and marks them seen', async () => {
    mountComponent(CallWatchCard, { props: { caseId: 4321 } })
    await settle()
    await bridge.only('bdns.watchState').answer(ok(STATE))
    expect(text('call-watch-code')).toContain('Código BDNS 700123.')
    expect(text('call-watch-dates')).toBe('Solicitudes: del 01/03/2026 al 15/01/2027 · abierta')
    expect(text('call-watch-unseen')).toContain('2 cambios sin ver en la historia.')
    const doc = document.body.querySelector('[data-testid="call-watch-files"] a')
    expect(doc?.textContent?.trim()).toBe('Extracto de la convocatoria')
    expect(doc?.getAttribute('href')).toContain('idDocumento=91')
    await bridge.emit('bdns.watchChanged', { unseen: 2 })
    expect(useCaseWorkStore().callChanges).toBe(2)
    document.body.querySelector<HTMLElement>('[data-testid="call-watch-seen"]')?.click()
    await settle()
    expect(bridge.only('bdns.markSeen').args).toEqual({ caseId: 4321 })
    await bridge.only('bdns.markSeen').answer(ok({ unseen: 0 }))
    expect(useCaseWorkStore().callChanges).toBe(0)
  })

  it('«Comprobar ahora» reads this case file’s call; before a first check it says what that does', async () => {
    mountComponent(CallWatchCard, { props: { caseId: 9 } })
    await settle()
    await bridge.only('bdns.watchState').answer(
      ok({
        entries: [{ caseId: 9, code: null, url: null, checkedAt: null, unseen: 0, call: null }],
        unseen: 0,
      }),
    )
    expect(document.body.textContent).toContain('Aún no se ha comprobado')
    document.body.querySelector<HTMLElement>('[data-testid="call-watch-check"]')?.click()
    await settle()
    expect(bridge.only('bdns.checkNow').args).toEqual({ caseId: 9 })
  })
})
