/**
 * The names of the bridge contract, kept apart from the schemas so that the sandboxed preload can
 * allow-list them without bundling zod. `bridge.ts` must declare exactly these (checked by `satisfies`).
 */
export const OP_NAMES = [
  'app.info',
  'app.about',
  'logs.openFolder',
  'diagnostics.preview',
  'diagnostics.export',
  'settings.get',
  'settings.update',
  'environment.status',
  'session.state',
  'session.login',
  'session.reauth',
  'session.logout',
  'profile.get',
  'catalogue.get',
  'clients.query',
  'clients.facets',
  'clients.lookup',
  'clients.get',
  'clients.refresh',
  'clients.update',
  'clients.create',
  'clients.sync',
  'clients.cancelSync',
  'clients.summary',
  'cases.query',
  'cases.get',
  'cases.options',
  'cases.create',
  'cases.setStatus',
  'cases.statusOptions',
  'cases.archive',
  'cases.assign',
  'cases.counts',
  'cases.sync',
  'outbox.summary',
  'outbox.list',
  'outbox.resolve',
  'outbox.discard',
  'outbox.retry',
  'connectivity.state',
  'concessions.search',
  'statuses.list',
  'simulator.run',
  'simulator.runByNif',
  'grants.section',
  'grants.search',
  'portfolio.plan',
  'portfolio.run',
  'portfolio.confirmMore',
  'portfolio.cancel',
  'portfolio.latest',
  'portfolio.deadlines',
  'portfolio.exportIcs',
  'credits.get',
  'export.start',
  'export.cancel',
  'export.reveal',
  'export.columns',
  'account.localData',
  'account.erase',
  'update.state',
  'update.check',
  'update.restart',
] as const

export const EVENT_NAMES = [
  'settings.changed',
  'app.navigate',
  'app.command',
  'session.changed',
  'session.expired',
  'clients.syncProgress',
  'clients.synced',
  'clients.changed',
  'cases.changed',
  'outbox.changed',
  'connectivity.changed',
  'concessions.progress',
  'export.progress',
  'credits.changed',
  'portfolio.progress',
  'portfolio.needsMore',
  'portfolio.newOpportunities',
  'update.changed',
] as const

export type OpName = (typeof OP_NAMES)[number]
export type EventName = (typeof EVENT_NAMES)[number]

export const OP_CHANNEL_PREFIX = 'grants:op:'
export const EVENT_CHANNEL_PREFIX = 'grants:event:'

export function isOpName(value: unknown): value is OpName {
  return typeof value === 'string' && (OP_NAMES as readonly string[]).includes(value)
}

export function isEventName(value: unknown): value is EventName {
  return typeof value === 'string' && (EVENT_NAMES as readonly string[]).includes(value)
}
