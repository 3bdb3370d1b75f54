import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OpArgs, type OpName } from '@shared/bridge'
import { OP_NAMES } from '@shared/bridge-names'
import {
  DEMO_PASSWORD,
  EXPERT,
  filesUnder,
  startTestApp,
  type TestApp,
} from '../../support/test-app'

/** Valid arguments for every op: the mapped type makes a new op fail to compile here. */
const sampleArgs = (clientId: number): { [K in OpName]: OpArgs<K> } => ({
  'app.info': undefined,
  'app.about': undefined,
  'logs.openFolder': undefined,
  'diagnostics.preview': { includeClients: true },
  'diagnostics.export': { includeClients: true },
  'settings.get': undefined,
  'settings.update': { theme: 'dark' },
  'environment.status': undefined,
  'session.state': undefined,
  'session.login': { email: EXPERT, password: DEMO_PASSWORD },
  'session.reauth': { password: DEMO_PASSWORD },
  'session.logout': undefined,
  'profile.get': undefined,
  'catalogue.get': undefined,
  'clients.query': { text: 'a', sort: { field: 'nif', direction: 'desc' } },
  'clients.facets': undefined,
  'clients.lookup': { text: 'b28', limit: 5 },
  'clients.get': { id: clientId },
  'clients.refresh': { id: clientId },
  'clients.create': { nif: '12345678Z', business_name: 'Talleres Nuevos SL' },
  'clients.update': {
    id: clientId,
    patch: { notes: 'Revisar con el token' },
    base: { notes: null },
  },
  'clients.sync': undefined,
  'clients.cancelSync': undefined,
  'clients.summary': { clientId, nif: 'B12345674' },
  'cases.query': { text: 'a', mine: true, sort: { field: 'title', direction: 'asc' } },
  'cases.get': { id: 4001 },
  'cases.options': undefined,
  'cases.create': { client: clientId, title: 'Kit Digital', statusGroup: 1, status: 1 },
  'cases.setStatus': { ids: [4001], statusGroup: 1, status: 1 },
  'cases.statusOptions': { ids: [4001] },
  'cases.assign': { ids: [4001], expertId: 302 },
  'cases.archive': { ids: [4001], action: 'archive' },
  'cases.counts': { mine: true },
  'cases.byGrant': {},
  'cases.sync': undefined,
  'caseWork.get': { caseId: 4001 },
  'caseWork.timeline': { caseId: 4001 },
  'caseWork.previewDeadline': {
    caseId: 4001,
    from: '2026-12-18',
    period: { unit: 'business_days', count: 10 },
  },
  'caseWork.addDeadline': { caseId: 4001, kind: 'subsanacion', from: '2026-12-18' },
  'caseWork.updateDeadline': { id: 1, label: 'Revisar con el token' },
  'caseWork.removeDeadline': { id: 999_999 },
  'caseWork.addDocument': { caseId: 4001, name: 'Escrituras' },
  'caseWork.updateDocument': { id: 1, state: 'received' },
  'caseWork.removeDocument': { id: 999_999 },
  'caseWork.seedDocuments': { caseId: 4001 },
  'caseWork.attachFile': { id: 1, name: 'escrituras.pdf', content: 'JVBERi0=' },
  'caseWork.addNote': { caseId: 4001, text: 'Llamar con el token' },
  'caseWork.updateNote': { id: 1, text: 'Llamado' },
  'caseWork.removeNote': { id: 999_999 },
  'caseWork.setHolidays': { caseId: 4001, holidays: [{ date: '2026-12-24', name: 'Cierre' }] },
  'caseWork.setFacts': { caseId: 4001, facts: { requestedAmount: 12_000 } },
  'caseWork.chooseFolder': { caseId: 4001 },
  'caseWork.openFolder': { caseId: 4001 },
  'caseWork.mailDraft': { caseId: 4001 },
  'caseWork.sendMail': { caseId: 4001 },
  'caseWork.due': undefined,
  'caseWork.running': undefined,
  'outbox.summary': undefined,
  'outbox.list': undefined,
  'outbox.resolve': { entryId: 999_999, choices: { notes: 'mine' } },
  'outbox.discard': { entryId: 999_999 },
  'outbox.retry': { entryId: 999_999 },
  'connectivity.state': undefined,
  'concessions.search': { query: { kind: 'nif', nif: 'B12345674' } },
  'statuses.list': { refresh: true },
  'simulator.run': { profile: { province: 28, applicants_v2: [2], actions_v2: [1, 2, 3] } },
  'simulator.runByNif': { nif: 'B88888888', cnae: '6201', province: 28 },
  'grants.search': { text: 'digital' },
  'calls.search': { filters: { text: 'digital' } },
  'calls.cost': { filters: { text: 'digital' } },
  'calls.saved': undefined,
  'calls.save': { name: 'Digital', filters: { text: 'digital' } },
  'calls.runSaved': { name: 'Digital' },
  'calls.deleteSaved': { name: 'Digital' },
  'calls.fits': { grantId: 916430 },
  'grants.section': { grant: { id: 916430 }, section: 'normative' },
  'grants.kept': { grant: { id: 916430 } },
  'credits.get': undefined,
  'reports.month': { expert: 'all' },
  'reportSettings.get': undefined,
  'reportSettings.save': {
    firmName: 'Asesores del Norte SL',
    address: '',
    phone: '',
    email: '',
    web: '',
    staleDays: 30,
    templates: { es: null, en: null },
  },
  'reportSettings.pickLogo': undefined,
  'reportSettings.removeLogo': undefined,
  'reports.open': { path: '/tmp/no-escrito.pdf' },
  'reports.reveal': { path: '/tmp/no-escrito.pdf' },
  'reports.emailDraft': { clientId, path: '/tmp/no-escrito.pdf' },
  'reports.clientPlan': { clientIds: [1] },
  'reports.clientRefresh': { clientIds: [1], sections: ['company', 'registry'] },
  'reports.clientGenerate': {
    jobId: 'leak-scan-0002',
    clientIds: [1],
    format: 'pdf',
    language: 'es',
  },
  'reports.clientCancel': { jobId: 'leak-scan-0002' },
  'reports.monthScope': undefined,
  'reports.monthExport': { expert: 'all', format: 'pdf' },
  'portfolio.plan': { kind: 'opportunities' },
  'portfolio.run': { kind: 'aid', scope: { filter: { text: 'a' } }, confirmedRequests: 10_000 },
  'portfolio.confirmMore': { kind: 'aid', confirmedRequests: 10_000 },
  'portfolio.cancel': { kind: 'aid' },
  'portfolio.latest': { kind: 'opportunities' },
  'portfolio.deadlines': undefined,
  'portfolio.exportIcs': undefined,
  'export.start': {
    exportId: 'leak-scan-0001',
    source: { kind: 'concessions', query: { kind: 'nif', nif: 'B12345674' } },
  },
  'export.cancel': { exportId: 'leak-scan-0001' },
  'export.reveal': { path: '/tmp/no-exportado.csv' },
  'export.columns': { kind: 'clients' },
  'account.localData': undefined,
  'account.erase': undefined,
  'update.state': undefined,
  'update.check': undefined,
  'update.restart': undefined,
  'bdns.minimis': { nif: 'B12345674' },
  'bdns.groups': undefined,
  'bdns.saveGroup': {
    name: 'Grupo de prueba',
    members: [{ nif: 'B12345674' }, { nif: 'A58818501' }],
  },
  'bdns.removeGroup': { id: 1 },
  'bdns.exportDeclaration': { nif: 'B12345674', grant: 'Kit Digital' },
  'bdns.call': { code: '600001' },
  'bdns.watchState': undefined,
  'bdns.checkNow': {},
  'bdns.markSeen': { caseId: 1 },
  'bdns.crossCheck': { nif: 'B12345674' },
})

let app: TestApp
const results: unknown[] = []

beforeAll(async () => {
  app = await startTestApp()
  const call = (op: string, args: unknown) =>
    app.services.dispatch(op, args).then((r) => results.push(r))
  await call('session.login', { email: EXPERT, password: DEMO_PASSWORD })
  await app.services.idle()
  const page = await app.services.dispatch('clients.query', {})
  const rows = page.ok ? (page.value as { rows: { id: number }[] }).rows : []
  const SAMPLE_ARGS = sampleArgs(rows[0]?.id ?? 1)
  // Every op, in order; the two that sign out last so the others run signed in.
  const signOuts: OpName[] = ['session.logout', 'account.erase']
  for (const op of OP_NAMES.filter((name) => !signOuts.includes(name))) {
    await call(op, SAMPLE_ARGS[op])
  }
  // Invalid arguments and an expired session must not leak either.
  for (const op of OP_NAMES) await call(op, { unexpected: 'x'.repeat(20) })
  app.demoService.control.expireTokens()
  await call('profile.get', undefined)
  await call('session.reauth', SAMPLE_ARGS['session.reauth'])
  await app.services.idle()
  await call('account.erase', undefined)
  await call('session.login', SAMPLE_ARGS['session.login'])
  await call('session.logout', undefined)
})
afterAll(() => app.close())

describe('tokens never leave main', () => {
  it('really signed in, and the test knows the real token strings', () => {
    const tokens = app.secrets.tokens()
    expect(tokens.length).toBeGreaterThanOrEqual(4)
    expect(results).toContainEqual(
      expect.objectContaining({
        ok: true,
        value: expect.objectContaining({ status: 'signed-in' }) as unknown,
      }),
    )
  })

  it('no bridge result contains a token', () => {
    const text = JSON.stringify(results)
    for (const token of app.secrets.tokens()) expect(text).not.toContain(token)
  })

  it('no event contains a token', () => {
    expect(app.events.length).toBeGreaterThan(0)
    const text = JSON.stringify(app.events)
    for (const token of app.secrets.tokens()) expect(text).not.toContain(token)
  })

  it('no log line contains a token', () => {
    expect(app.logLines.length).toBeGreaterThan(0)
    const text = app.logLines.join('\n')
    for (const token of app.secrets.tokens()) expect(text).not.toContain(token)
  })

  it('no file the app wrote contains a token', () => {
    const files = filesUnder(app.userDataDir)
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      for (const token of app.secrets.tokens()) expect(file.text, file.path).not.toContain(token)
    }
  })
})
