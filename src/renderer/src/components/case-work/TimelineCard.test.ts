import { afterAll, describe, expect, it } from 'vitest'
import { type TimelineEntry } from '@shared/cases/case-work'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { mountComponent } from '../../../../../test/support/mount-component'
import { expectRowsToSay } from '../../../../../test/support/page-queries'
import TimelineCard from './TimelineCard.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

const entry = (kind: TimelineEntry['kind'], extra: Partial<TimelineEntry>): TimelineEntry => ({
  key: `${kind}-${extra.at ?? 0}`,
  at: 0,
  kind,
  status: null,
  text: null,
  date: null,
  deadlineKind: null,
  fields: null,
  ...extra,
})
const SUBMITTED = { group: { id: 2, name: 'Tramitación' }, status: { id: 21, name: 'Presentada' } }

describe('«Historial» of a case file', () => {
  it('says each change in words, the observation of a status change or creation below it', async () => {
    const page = mountComponent(TimelineCard, { props: { caseId: 4001 } })
    await settle()
    await bridge
      .only('caseWork.timeline')
      .answer(
        ok([
          entry('status_here', { at: 5, status: SUBMITTED, text: 'Por registro electrónico' }),
          entry('status_service', { at: 4, status: SUBMITTED }),
          entry('deadline_added', { at: 3, deadlineKind: 'subsanacion', date: '2027-01-05' }),
          entry('document_received', { at: 2, text: 'DNI', date: '2026-12-30' }),
          entry('facts_changed', { at: 1, fields: ['requestedAmount', 'reference'] }),
          entry('created', { at: 0, status: SUBMITTED, text: 'Abierto tras la reunión' }),
        ]),
      )
    expectRowsToSay('history-row', [
      ['Estado cambiado a Tramitación · Presentada', 'Observación: Por registro electrónico'],
      ['Estado cambiado en el servicio a Tramitación · Presentada'],
      ['Plazo añadido: Subsanación, vence el 05/01/2027'],
      ['Documento recibido: DNI, el 30/12/2026'],
      ['Datos cambiados en este equipo: Importe solicitado, Referencia'],
      ['Expediente creado en Tramitación · Presentada', 'Observación: Abierto tras la reunión'],
    ])
    page.unmount()
  })

  it('reads the history again when the case file or its work changes', async () => {
    mountComponent(TimelineCard, { props: { caseId: 4001 } })
    await settle()
    await bridge.only('caseWork.timeline').answer(ok([]))
    await bridge.emit('caseWork.changed', { ids: [4001] })
    await bridge.only('caseWork.timeline').answer(ok([]))
    await bridge.emit('cases.changed', { ids: [] })
    expect(bridge.pending('caseWork.timeline')).toHaveLength(1)
  })
})
