import { describe, expect, it } from 'vitest'
import {
  fileNameParameter,
  headerAddress,
  headerText,
  type ReportMail,
  reportEml,
} from './report-eml'

const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from(Array.from({ length: 300 }, (_, i) => i % 256)),
])

const mail = (over: Partial<ReportMail> = {}): ReportMail => ({
  to: 'gerencia@talleresdelnorte.es',
  subject: 'Informe de ayudas de Talleres del Norte, S.L.',
  body: 'Buenos días:\n\nLe adjuntamos el informe.\n\nUn saludo,\nAsesores Ñandú',
  attachment: { name: 'informe-ayudas-B12345674.pdf', type: 'application/pdf', data: PDF },
  date: new Date('2026-11-28T10:00:00Z'),
  ...over,
})

/** The message's headers, unfolded, by lower-case name; and its body. */
function split(message: string) {
  const end = message.indexOf('\r\n\r\n')
  const headers = new Map<string, string>()
  for (const line of message
    .slice(0, end)
    .replace(/\r\n[ \t]/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':')
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body: message.slice(end + 4) }
}

/** RFC 2047 words back to text (the adjacent words' space between them dropped, as readers do). */
const decodeWords = (value: string) =>
  value
    .replace(/\?= =\?/g, '?==?')
    .replace(/=\?UTF-8\?B\?([^?]*)\?=/g, (_, b64: string) =>
      Buffer.from(b64, 'base64').toString('utf8'),
    )

function parts(message: string) {
  const { headers, body } = split(message)
  const boundary = /boundary="([^"]+)"/.exec(headers.get('content-type') ?? '')?.[1] ?? ''
  expect(body.endsWith(`--${boundary}--\r\n`)).toBe(true)
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => split(part.replace(/^\r\n/, '')))
}

/** RFC 2231 parameters of a header, continuations joined, back to text. */
function parameter(header: string, name: string): string {
  const pieces = [...header.matchAll(new RegExp(`${name}\\*(\\d+)?\\*?=([^;]+)`, 'g'))]
  if (pieces.length === 0) return /"([^"]*)"/.exec(header)?.[1] ?? ''
  const value = pieces.map((piece) => piece[2]?.trim() ?? '').join('')
  return decodeURIComponent(value.replace(/^UTF-8''/, ''))
}

describe('the e-mail draft of a client’s report', () => {
  it('is a multipart/mixed draft to the client, with the text and the report attached', () => {
    const message = reportEml(mail())
    const { headers } = split(message)
    expect(headers.get('to')).toBe('gerencia@talleresdelnorte.es')
    expect(headers.get('x-unsent')).toBe('1')
    expect(headers.get('mime-version')).toBe('1.0')
    expect(headers.get('date')).toBe('Sat, 28 Nov 2026 10:00:00 +0000')
    expect(headers.get('content-type')).toMatch(/^multipart\/mixed; boundary="gd-[0-9a-f]{24}"$/)
    // Every line ends in CRLF and stays within RFC 5322's 78 characters.
    expect(message.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    for (const line of message.split('\r\n')) expect(line.length).toBeLessThanOrEqual(78)

    const [text, attachment, ...rest] = parts(message)
    expect(rest).toEqual([])
    expect(text?.headers.get('content-type')).toBe('text/plain; charset=UTF-8')
    expect(text?.headers.get('content-transfer-encoding')).toBe('base64')
    expect(Buffer.from(text?.body ?? '', 'base64').toString('utf8')).toBe(
      'Buenos días:\r\n\r\nLe adjuntamos el informe.\r\n\r\nUn saludo,\r\nAsesores Ñandú',
    )
    expect(attachment?.headers.get('content-disposition')).toMatch(/^attachment; /)
    expect(attachment?.headers.get('content-type')).toMatch(/^application\/pdf; /)
    // The attachment decodes back to the very bytes of the report.
    expect(Buffer.from(attachment?.body ?? '', 'base64').equals(PDF)).toBe(true)
  })

  it('writes a subject that is not ASCII as encoded words, and reads back the same', () => {
    const subject =
      'Informe de ayudas de Construcciones Ibáñez y Compañía, S.A. — noviembre de 2026'
    const { headers } = split(reportEml(mail({ subject })))
    const raw = headers.get('subject') ?? ''
    expect(raw).toMatch(/^=\?UTF-8\?B\?/)
    expect(decodeWords(raw)).toBe(subject)
    expect(headerText('Grants report')).toBe('Grants report')
  })

  it('never lets the subject open a header of its own', () => {
    const { headers } = split(reportEml(mail({ subject: 'Informe\r\nBcc: otro@ejemplo.es' })))
    expect(headers.has('bcc')).toBe(false)
  })

  it('names the attachment in RFC 2231, continued when long, with an ASCII fallback', () => {
    const name = 'Informe de ayudas — Construcciones Ibáñez y Compañía, S.A. (noviembre 2026).docx'
    const message = reportEml(
      mail({
        attachment: {
          name,
          type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          data: PDF,
        },
      }),
    )
    const [, attachment] = parts(message)
    const disposition = attachment?.headers.get('content-disposition') ?? ''
    expect(parameter(disposition, 'filename')).toBe(name)
    expect(disposition).toContain("filename*0*=UTF-8''")
    expect(disposition).toMatch(/filename="Informe de ayudas _ Construcciones Ib_/)
    expect(parameter(attachment?.headers.get('content-type') ?? '', 'name')).toBe(name)
    expect(fileNameParameter('filename', 'informe.pdf')).toBe(
      'filename="informe.pdf";\r\n filename*=UTF-8\'\'informe.pdf',
    )
  })

  it('leaves the recipient out when the client has no usable address', () => {
    expect(split(reportEml(mail({ to: null }))).headers.has('to')).toBe(false)
    expect(split(reportEml(mail({ to: 'a@b.es\r\nBcc: c@d.es' }))).headers.has('to')).toBe(false)
    expect(headerAddress(' gerencia@talleres.es ')).toBe('gerencia@talleres.es')
    expect(headerAddress('Gerencia <gerencia@talleres.es>')).toBeNull()
  })
})
