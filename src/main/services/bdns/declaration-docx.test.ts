import { describe, expect, it } from 'vitest'
import { type ClientMinimis } from '@shared/bdns/client-minimis-report'
import { deMinimisSummary } from '@shared/bdns/de-minimis'
import { type BdnsMinimisRow } from '@shared/wire/bdns-wire'
import { zipEntries } from '../../../../test/support/zip-entries'
import { declarationDocx } from './declaration-docx'

const row = (id: string, grantedOn: string, regulationText: string, amount: number | null) =>
  ({
    id,
    callCode: `60000${id}`,
    grantor: `AYUNTAMIENTO ${id}`,
    regulationText,
    grantedOn,
    registeredOn: null,
    beneficiary: null,
    instrument: null,
    amount,
  }) satisfies BdnsMinimisRow

/** The document's text, paragraph by paragraph, as Word would read it. */
async function textOf(minimis: ClientMinimis, place: string | null = 'Valladolid') {
  const docx = await declarationDocx({
    minimis,
    holder: {
      name: 'Granja Ejemplo SL',
      address: 'Calle Mayor 1, Valladolid',
      representative: 'Ana Pérez',
      representativeNif: '12345678Z',
    },
    grant: 'Ayudas a la digitalización 2026',
    place,
    now: Date.parse('2026-05-14T10:00:00Z'),
  })
  const xml = zipEntries(docx).get('word/document.xml')?.toString('utf8') ?? ''
  return xml
    .split('</w:p>')
    .map((p) => [...p.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(''))
    .filter((p) => p !== '')
}

const minimisOf = (
  rows: BdnsMinimisRow[],
  group: ClientMinimis['group'] = null,
): ClientMinimis => ({
  nif: 'B12345674',
  asOf: '2026-05-14',
  group,
  summary: deMinimisSummary(
    rows.map((r) => ({ ...r, nif: r.id === '9' ? 'A58818501' : 'B12345674' })),
    '2026-05-14',
  ),
  sources: [{ nif: 'B12345674', fetchedAt: Date.parse('2026-05-13T08:00:00Z'), stale: false }],
})

describe('the de minimis declaration (DOCX)', () => {
  it('lists every aid of the window with its grantor, date, regulation and amount, and the total', async () => {
    const text = await textOf(
      minimisOf([
        row('1', '2025-02-03', 'REGLAMENTO (UE) 2023/2831 de minimis', 12_000.5),
        row('2', '2024-07-01', 'REG (UE) 1408/2013, de minimis', 8000),
        row('3', '2023-05-14', 'REGLAMENTO (UE) 2023/2831 de minimis', 99_999),
        row('4', '2025-03-01', 'SIN REGLAMENTO - NOTIFICACIÓN PREVIA', 5000),
      ]),
    )
    const all = text.join('\n')
    expect(text[0]).toBe('DECLARACIÓN RESPONSABLE DE AYUDAS DE MINIMIS')
    expect(all).toContain('Ayudas a la digitalización 2026')
    expect(all).toContain('Ana Pérez')
    expect(all).toContain(
      'Granja Ejemplo SL, con NIF B12345674 y domicilio en Calle Mayor 1, Valladolid',
    )
    expect(all).toContain('entre el 15/05/2023 y el 14/05/2026')
    expect(text).toContain('AYUNTAMIENTO 1')
    expect(text).toContain('03/02/2025')
    expect(text).toContain('Reglamento (UE) 1408/2013 (sector agrícola)')
    expect(text).toContain('12.000,50')
    // The one of 14/05/2023 is out of the window; the one of no regulation is no de minimis.
    expect(all).not.toContain('AYUNTAMIENTO 3')
    expect(all).not.toContain('AYUNTAMIENTO 4')
    const total = text.indexOf('Total')
    expect(text[total + 1]).toBe('20.000,50')
    // Headroom under the general ceiling: 300.000 − 20.000,50.
    expect(text).toContain('279.999,50')
    expect(all).toContain('En Valladolid, a 14/05/2026.')
    expect(all).toContain('consultados el 13/05/2026')
  })

  it('names the group’s other members and each aid’s NIF', async () => {
    const text = await textOf(
      minimisOf(
        [
          row('1', '2025-02-03', 'REGLAMENTO (UE) 2023/2831 de minimis', 180_000),
          row('9', '2025-04-03', 'REGLAMENTO (UE) 2023/2831 de minimis', 150_000),
        ],
        {
          id: 1,
          name: 'Grupo Norte',
          members: [
            { nif: 'B12345674', clientId: 1, name: 'Granja Ejemplo SL' },
            { nif: 'A58818501', clientId: 2, name: 'Piensos del Norte SA' },
          ],
        },
      ),
    )
    const all = text.join('\n')
    expect(all).toContain('«empresa única» (Piensos del Norte SA, A58818501)')
    expect(text).toContain('A58818501')
    expect(text[text.indexOf('Total') + 1]).toBe('330.000,00')
    expect(text).toContain('-30.000,00')
  })

  it('says no aid was received when there is none, and leaves a blank for an unknown place', async () => {
    const all = (await textOf(minimisOf([]), null)).join('\n')
    expect(all).toContain('no ha recibido ninguna ayuda de minimis')
    expect(all).toContain('En ______________________________, a 14/05/2026.')
  })
})
