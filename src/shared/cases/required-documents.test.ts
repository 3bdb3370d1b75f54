import { describe, expect, it } from 'vitest'
import { requiredDocumentItems } from './required-documents'

describe('the documents a grant asks for, as a checklist', () => {
  it('cuts a sentence that lists them, keeping an «y» inside one document', () => {
    const text =
      'DNI o NIF del solicitante, certificados de estar al corriente con la Agencia Tributaria y la Seguridad Social, memoria del proyecto y presupuesto detallado.'
    expect(requiredDocumentItems(text, [{ title: 'Formulario de solicitud' }])).toEqual([
      'DNI o NIF del solicitante',
      'Certificados de estar al corriente con la Agencia Tributaria y la Seguridad Social',
      'Memoria del proyecto',
      'Presupuesto detallado',
      'Formulario de solicitud',
    ])
  })

  it('reads «A, B, y C» (a comma before the conjunction) as three documents', () => {
    const text =
      'DNI o NIE del solicitante, certificado de estar al corriente de pagos, y formulario de solicitud cumplimentado.'
    expect(requiredDocumentItems(text, [])).toEqual([
      'DNI o NIE del solicitante',
      'Certificado de estar al corriente de pagos',
      'Formulario de solicitud cumplimentado',
    ])
  })

  it('takes one item per line or list item, without bullets, headings or repeats', () => {
    const text =
      '<p>Documentación a presentar:</p><ul><li>Memoria técnica y económica</li><li>Escrituras de constitución (si es sociedad, o estatutos)</li></ul>\n- Memoria técnica y económica\n2. Poder del representante'
    expect(requiredDocumentItems(text, [])).toEqual([
      'Memoria técnica y económica',
      'Escrituras de constitución (si es sociedad, o estatutos)',
      'Poder del representante',
    ])
  })

  it('gives none for no text and no templates', () => {
    expect(requiredDocumentItems(null, [])).toEqual([])
  })
})
