import { afterEach, describe, expect, it } from 'vitest'
import {
  type CaseCreateResult,
  type CaseFormOptions,
  type CaseGrantLink,
  type CasePage,
} from '@shared/cases/cases'
import { initialStatusFor } from '@shared/cases/case-status-rules'
import { BOUND_OFFSET, BOUND_TEMPLATE } from '../../../src/demo-service/seed/status-groups'
import { DIALECTS, EXPERT, startSignedIn, type TestApp, value } from '../../support/test-app'

/**
 * What an opportunity already has (SC-CASE-20): a client's case files by grant, the grant being the
 * one a case file was opened for here (SC-CASE-10) or that of the template its status belongs to.
 */

let app: TestApp | null = null
afterEach(async () => {
  await app?.close()
  app = null
})

const links = (a: TestApp, client?: number) =>
  value<CaseGrantLink[]>(a, 'cases.byGrant', client === undefined ? {} : { client })

describe.each(DIALECTS)('case files by grant (%s)', (dialect) => {
  it('knows the grant a case file was opened for here, or its status’s template’s, and no other', async () => {
    const a = (app = await startSignedIn(EXPERT, {
      dialect,
      readings: { statusTemplates: 'bound' },
    }))
    const options = await value<CaseFormOptions>(a, 'cases.options')
    const template = options.templates.find((t) => t.id === BOUND_TEMPLATE)
    if (!template?.fundId) throw new Error('the bound template names no grant')
    // Two the adviser sees, made elsewhere (of no template) and with a status.
    const shown = await value<CasePage>(a, 'cases.query', { limit: 1000 })
    const seeded = shown.rows.flatMap((row) => {
      const c = a.demoService.state.cases.get(row.id)
      return c && c.templateId === null && c.statusId !== null ? [c] : []
    })
    const [elsewhere, plain] = seeded
    if (!elsewhere || !plain) throw new Error('too few seeded case files')
    // Nothing known yet: no case file made elsewhere names a grant, its statuses no template's.
    expect(await links(a, elsewhere.clientId)).toEqual([])

    const initial = initialStatusFor(options.catalogue, BOUND_TEMPLATE)
    if (!initial) throw new Error('no initial status')
    const made = await value<CaseCreateResult>(a, 'cases.create', {
      client: plain.clientId,
      title: 'Kit Digital',
      statusGroup: initial.group.id,
      status: initial.status.id,
      templateId: BOUND_TEMPLATE,
    })
    // Made elsewhere from that template (the service names none), in one of its statuses.
    Object.assign(elsewhere, {
      templateId: BOUND_TEMPLATE,
      statusGroupId: 4,
      statusId: 44 + BOUND_OFFSET,
    })
    await value(a, 'cases.sync')

    const grant = { grantId: template.fundId, grantTitle: template.fundTitle }
    expect(await links(a, plain.clientId)).toContainEqual(
      expect.objectContaining({
        caseId: made.id,
        identifier: made.identifier,
        clientId: plain.clientId,
        ...grant,
        status: { id: initial.status.id, name: initial.status.name },
        archived: false,
        via: 'opened',
      }),
    )
    const ofElsewhere = await links(a, elsewhere.clientId)
    expect(ofElsewhere).toContainEqual(
      expect.objectContaining({
        caseId: elsewhere.id,
        ...grant,
        via: 'status',
      }),
    )
    expect(ofElsewhere.find((link) => link.caseId === elsewhere.id)?.status?.id).toBe(
      44 + BOUND_OFFSET,
    )
    expect(ofElsewhere.every((link) => link.clientId === elsewhere.clientId)).toBe(true)
    // The portfolio's: every client's, and only case files whose grant is known.
    const all = await links(a)
    expect(all.map((link) => link.caseId).sort((x, y) => x - y)).toEqual(
      [made.id, elsewhere.id].sort((x, y) => x - y),
    )
  })
})
