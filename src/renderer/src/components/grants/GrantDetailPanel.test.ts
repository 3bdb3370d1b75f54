import { afterAll, describe, expect, it } from 'vitest'
import { type GrantSectionResult } from '@shared/grant-info'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { useGrantPanel } from '../../stores/grant-panel-store'
import GrantDetailPanel from './GrantDetailPanel.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

const el = (testId: string, root: ParentNode = document.body) => {
  const found = root.querySelector<HTMLElement>(`[data-testid="${testId}"]`)
  if (!found) throw new Error(`no ${testId}`)
  return found
}
/** Amounts are grouped with non-breaking spaces before «€». */
const text = (element: Element) => (element.textContent ?? '').replace(/\u00a0/g, ' ')
const has = (testId: string, root: ParentNode = document.body) =>
  root.querySelector(`[data-testid="${testId}"]`) !== null

async function opened(language?: 'en') {
  const wrapper = mountComponent(GrantDetailPanel, language ? { language } : {})
  useGrantPanel().open({ id: 916430, slug: 'kit-digital-2026', title: 'Kit Digital 2026' })
  await settle()
  return wrapper
}

const answerKept = (sections: string[]) => bridge.only('grants.kept').answer(ok({ sections }))

async function expand(section: string) {
  el(`grant-section-header-${section}`).click()
  await settle()
}

const DETAILS: GrantSectionResult = {
  status: 'ok',
  content: {
    section: 'details',
    data: {
      id: null,
      slug: 'kit-digital-2026',
      title: 'Kit Digital 2026',
      goal: null,
      statusText: 'Abierta',
      scope: 'Nacional',
      totalAmount: 3000000,
      requestAmount: null,
      publisher: 'Red.es',
      applicants: 'Pymes y autónomos',
      term: 'Hasta el 30/06/2026',
      helpType: 'Subvención',
      expenses: 'Soluciones de digitalización',
      executionPeriod: null,
      line: null,
      extraLimit: null,
      infoExtra: null,
    },
  },
  fetchedAt: Date.UTC(2026, 2, 1, 10, 30),
  source: 'network',
  stale: false,
}

describe('the grant detail panel', () => {
  it('is a dialog named by the grant’s title, a level-2 heading, with its public page', async () => {
    await opened()
    const panel = el('grant-panel')
    const dialog = panel.closest('[role="dialog"]') ?? panel
    expect(dialog.getAttribute('role')).toBe('dialog')
    const title = el('grant-panel-title')
    expect(title.tagName).toBe('H2')
    expect(title.textContent).toBe('Kit Digital 2026')
    expect(dialog.getAttribute('aria-labelledby')).toBe(title.id)
    const link = el('grant-public-page') as HTMLAnchorElement
    expect(link.getAttribute('href')).toBe(
      'https://fandit.es/subvenciones/detalles-subvencion/916430',
    )
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener')
    expect(link.textContent).toBe('Abrir en el navegador')
    // Five sections, each a level-3 heading whose button says whether it is open; none asked yet.
    const headers = ['details', 'documents', 'evaluation', 'normative', 'related'].map((s) =>
      el(`grant-section-header-${s}`),
    )
    expect(headers.map((h) => h.parentElement?.tagName)).toEqual(['H3', 'H3', 'H3', 'H3', 'H3'])
    expect(headers.map((h) => h.getAttribute('aria-expanded'))).toEqual([
      'false',
      'false',
      'false',
      'false',
      'false',
    ])
    expect(bridge.pending('grants.section')).toHaveLength(0)
  })

  it('opening a section asks only what is kept; «Cargar» then asks the service', async () => {
    await opened()
    await expand('details')
    expect(el('grant-section-header-details').getAttribute('aria-expanded')).toBe('true')
    const first = bridge.only('grants.section')
    expect(first.args).toEqual({
      grant: { id: 916430, slug: 'kit-digital-2026' },
      section: 'details',
      cachedOnly: true,
      refresh: false,
    })
    await first.answer(ok({ status: 'not-cached', section: 'details', requests: 1 }))
    const body = el('grant-section-body-details')
    expect(el('grant-cost', body).textContent).toBe('Cuesta 1 consulta')
    const load = el('grant-load', body)
    expect(load.textContent?.trim()).toBe('Cargar')
    expect(load.getAttribute('aria-label')).toBe('Cargar «Datos generales» (1 consulta)')

    load.click()
    await settle()
    const second = bridge.only('grants.section')
    expect(second.args).toMatchObject({ section: 'details', cachedOnly: false, refresh: false })
    await second.answer(ok(DETAILS))
    expect(el('grant-detail-publisher', body).textContent).toContain('Red.es')
    expect(text(el('grant-detail-totalAmount', body))).toContain('3.000.000,00 €')
    expect(el('fetched-at', body).textContent).toContain('Consultado el 01/03/2026')
    expect(has('grant-not-cached', body)).toBe(false)

    // «Actualizar»: asked again even though kept.
    el('fetched-refresh', body).click()
    await settle()
    expect(bridge.only('grants.section').args).toMatchObject({
      section: 'details',
      cachedOnly: false,
      refresh: true,
    })
    await bridge.only('grants.section').answer(ok(DETAILS))
  })

  it('renders files with «Abrir» only where there is a link, BDNS codes and minimis', async () => {
    await opened()
    await expand('normative')
    await bridge.only('grants.section').answer(
      ok({
        status: 'ok',
        content: {
          section: 'normative',
          data: {
            office: 'Ministerio',
            department: null,
            files: [
              {
                id: 1,
                title: 'Bases reguladoras',
                filename: 'bases.pdf',
                primary: true,
                documentType: 'Bases',
                url: 'https://s3.eu-west-1.amazonaws.com/x/bases.pdf',
              },
              {
                id: 2,
                title: 'Extracto',
                filename: null,
                primary: false,
                documentType: null,
                url: null,
              },
            ],
            bdns: ['654321'],
            competitive: true,
            nonCompetitive: false,
            minimis: true,
          },
        },
        fetchedAt: 0,
        source: 'cache',
        stale: false,
      }),
    )
    const body = el('grant-section-body-normative')
    const links = body.querySelectorAll<HTMLAnchorElement>('[data-testid="grant-file-link"]')
    expect(links).toHaveLength(1)
    expect(links[0]?.getAttribute('href')).toBe('https://s3.eu-west-1.amazonaws.com/x/bases.pdf')
    expect(links[0]?.getAttribute('target')).toBe('_blank')
    expect(links[0]?.getAttribute('aria-label')).toBe('Abrir Bases reguladoras')
    expect(body.querySelectorAll('[data-testid="grant-file"]')).toHaveLength(2)
    expect(el('grant-bdns', body).textContent).toBe('654321')
    expect(el('grant-minimis', body).textContent).toBe('Sí')
  })

  it('a grant known by its slug alone offers its details only, and a 404 its concessions', async () => {
    mountComponent(GrantDetailPanel)
    useGrantPanel().open({ slug: 'kit-digital-2026', title: 'Kit Digital 2026' })
    await settle()
    expect(has('grant-public-page')).toBe(false)
    expect(el('grant-slug-only').textContent).toContain('solo se ve su ficha')
    expect(has('grant-section-header-details')).toBe(true)
    expect(has('grant-section-header-documents')).toBe(false)
    await expand('details')
    const first = bridge.only('grants.section')
    expect(first.args).toEqual({
      grant: { slug: 'kit-digital-2026' },
      section: 'details',
      cachedOnly: true,
      refresh: false,
    })
    await first.answer(ok({ status: 'unavailable', section: 'details' }))
    const body = el('grant-section-body-details')
    expect(el('grant-slug-missing', body).textContent).toContain('puede estar cerrada')
    expect(el('grant-view-concessions', body).textContent?.trim()).toBe('Ver sus concesiones')
  })

  it('a grant known by its slug whose details name its id gets its public page and every section', async () => {
    mountComponent(GrantDetailPanel)
    useGrantPanel().open({ slug: 'kit-digital-2026', title: 'Kit Digital 2026' })
    await settle()
    await expand('details')
    const details = DETAILS.status === 'ok' ? DETAILS.content : null
    if (details?.section !== 'details') throw new Error('details')
    await bridge
      .only('grants.section')
      .answer(
        ok({ ...DETAILS, content: { section: 'details', data: { ...details.data, id: 916430 } } }),
      )
    expect(has('grant-slug-only')).toBe(false)
    expect(el('grant-public-page').getAttribute('href')).toBe(
      'https://fandit.es/subvenciones/detalles-subvencion/916430',
    )
    expect(has('grant-section-header-documents')).toBe(true)
    await expand('documents')
    expect(bridge.only('grants.section').args).toEqual({
      grant: { id: 916430, slug: 'kit-digital-2026' },
      section: 'documents',
      cachedOnly: true,
      refresh: false,
    })
    await bridge.only('grants.section').answer(ok({ status: 'unavailable', section: 'documents' }))
  })

  it('a closed grant says so and offers its concessions', async () => {
    await opened()
    await expand('details')
    await bridge.only('grants.section').answer(ok({ status: 'closed', section: 'details' }))
    const body = el('grant-section-body-details')
    expect(el('grant-closed-text', body).textContent?.trim()).toBe(
      'Esta convocatoria está cerrada: el servicio ya no da su detalle.',
    )
    expect(el('grant-view-concessions', body).textContent?.trim()).toBe('Ver sus concesiones')
  })

  it('a section the service lacks is one plain sentence, in English too', async () => {
    await opened('en')
    await expand('evaluation')
    await bridge.only('grants.section').answer(ok({ status: 'unavailable', section: 'evaluation' }))
    const body = el('grant-section-body-evaluation')
    expect(el('grant-unavailable', body).textContent?.trim()).toBe(
      'This service does not offer this information.',
    )
    expect(body.querySelector('button')).toBeNull()
  })

  it('lists the earlier editions with their concessions, each opening them', async () => {
    await opened()
    await expand('related')
    await bridge.only('grants.section').answer(
      ok({
        status: 'ok',
        content: {
          section: 'related',
          data: {
            editions: [
              {
                id: null,
                previous: null,
                slug: 'kit-digital-2025',
                title: 'Kit Digital 2025',
                statusText: 'Cerrada',
                totalAmount: 1000,
                scope: 'Nacional',
                concessionsCount: 12,
                concessionsAmount: 24000,
                startDate: '2025-01-10',
                office: null,
              },
            ],
          },
        },
        fetchedAt: 0,
        source: 'network',
        stale: false,
      }),
    )
    const edition = el('grant-edition')
    expect(text(el('grant-edition-concessions', edition))).toContain('12 por 24.000,00 €')
    const link = el('grant-edition-concessions-link', edition)
    expect(link.getAttribute('href')).toContain('fundSlug=kit-digital-2025')
  })

  it('says an error in the app’s words and offers to try again', async () => {
    await opened()
    await expand('documents')
    await bridge
      .only('grants.section')
      .answer({ ok: false, error: { code: 'network', reason: null, params: {} } as never })
    expect(has('grant-section-error')).toBe(true)
    el('grant-retry').click()
    await settle()
    expect(bridge.only('grants.section').args).toMatchObject({ cachedOnly: true })
    await bridge
      .only('grants.section')
      .answer(ok({ status: 'not-cached', section: 'documents', requests: 1 }))
  })

  it('«Cargar todo (N consultas)» asks what is not kept, shows what is, and opens every section', async () => {
    await opened()
    await answerKept(['details', 'related'])
    await expand('documents')
    await bridge
      .only('grants.section')
      .answer(ok({ status: 'not-cached', section: 'documents', requests: 1 }))
    const body = el('grant-section-body-documents')
    const all = el('grant-load-all', body)
    expect(all.textContent?.trim()).toBe('Cargar todo (3 consultas)')

    all.click()
    await settle()
    const asked = bridge.pending('grants.section').map((call) => call.args)
    expect(asked).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ section: 'documents', cachedOnly: false }),
        expect.objectContaining({ section: 'evaluation', cachedOnly: false }),
        expect.objectContaining({ section: 'normative', cachedOnly: false }),
        expect.objectContaining({ section: 'details', cachedOnly: true }),
        expect.objectContaining({ section: 'related', cachedOnly: true }),
      ]),
    )
    expect(asked).toHaveLength(5)
    const headers = ['details', 'documents', 'evaluation', 'normative', 'related'].map((s) =>
      el(`grant-section-header-${s}`).getAttribute('aria-expanded'),
    )
    expect(headers).toEqual(['true', 'true', 'true', 'true', 'true'])
  })

  it('offers no «Cargar todo» when one section at most is left to ask', async () => {
    await opened('en')
    await answerKept(['details', 'evaluation', 'normative'])
    await expand('documents')
    await bridge
      .only('grants.section')
      .answer(ok({ status: 'not-cached', section: 'documents', requests: 1 }))
    expect(el('grant-load-all').textContent?.trim()).toBe('Load all (2 requests)')
    await expand('related')
    await bridge
      .only('grants.section')
      .answer(ok({ status: 'not-cached', section: 'related', requests: 1 }))
    el('grant-load', el('grant-section-body-documents')).click()
    await settle()
    await bridge.only('grants.section').answer(
      ok({
        status: 'ok',
        content: { section: 'documents', data: { requiredDocuments: null, templates: [] } },
        fetchedAt: 0,
        source: 'network',
        stale: false,
      }),
    )
    expect(has('grant-load-all')).toBe(false)
  })
})
