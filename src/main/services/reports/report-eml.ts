import { randomBytes } from 'node:crypto'

/** A report's e-mail to its client, before it is written as a message. */
export interface ReportMail {
  /** The client's address; none leaves the draft's recipient for the advisor to write. */
  to: string | null
  subject: string
  body: string
  attachment: { name: string; type: string; data: Uint8Array }
  date: Date
}

const CRLF = '\r\n'
const ASCII = /^[\x20-\x7e]*$/
/** Bytes of UTF-8 per encoded word: 45 make 60 characters of base64, and a word of 72. */
const WORD_BYTES = 45

/** Base64 in lines of 76 characters (RFC 2045). */
const base64Lines = (data: Uint8Array) =>
  (
    Buffer.from(data)
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join(CRLF)

/** The text cut into pieces of at most `max` bytes of UTF-8, never inside a character. */
function utf8Pieces(text: string, max: number): string[] {
  const pieces: string[] = []
  let piece = ''
  for (const char of text) {
    if (Buffer.byteLength(piece + char, 'utf8') > max) {
      pieces.push(piece)
      piece = ''
    }
    piece += char
  }
  if (piece !== '') pieces.push(piece)
  return pieces
}

/**
 * A header's text: as is when it is short printable ASCII, else RFC 2047 encoded words of UTF-8
 * in base64, each under 76 characters, folded onto lines of their own.
 */
export function headerText(text: string): string {
  const flat = text.replace(/[\r\n]+/g, ' ')
  if (ASCII.test(flat) && flat.length <= 70) return flat
  return utf8Pieces(flat, WORD_BYTES)
    .map((piece) => `=?UTF-8?B?${Buffer.from(piece, 'utf8').toString('base64')}?=`)
    .join(`${CRLF} `)
}

/** RFC 2231's extended value: UTF-8, percent-encoded but for its attribute characters. */
const extendedValue = (text: string) =>
  encodeURIComponent(text).replace(
    /['()*!]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )

/**
 * A file name as a MIME parameter (`filename`, `name`): an ASCII fallback for old programs, then
 * RFC 2231's `name*` (in numbered continuations when long), which a program that knows it prefers.
 */
export function fileNameParameter(parameter: string, name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  const encoded = extendedValue(name)
  const plain = `${parameter}="${fallback}"`
  if (encoded.length <= 60) return `${plain};${CRLF} ${parameter}*=UTF-8''${encoded}`
  // Continuations split between percent-escapes, never inside one.
  const parts = encoded.match(/(?:%[0-9A-F]{2}|[^%]){1,20}/g) ?? []
  const continued = parts.map(
    (part, index) => `${parameter}*${index}*=${index === 0 ? "UTF-8''" : ''}${part}`,
  )
  return [plain, ...continued].join(`;${CRLF} `)
}

/** An address fit for a header: one plain address, nothing that could open another header. */
export function headerAddress(address: string | null): string | null {
  const trimmed = address?.trim() ?? ''
  return /^[^\s@<>(),;:"\\[\]]+@[^\s@<>(),;:"\\[\]]+\.[^\s@<>(),;:"\\[\]]+$/.test(trimmed)
    ? trimmed
    : null
}

/**
 * The e-mail as an .eml message (RFC 5322, multipart/mixed) that mail programs open as a draft to
 * send (`X-Unsent: 1`): the text in UTF-8 base64, the report attached in base64 under its name.
 */
export function reportEml(
  mail: ReportMail,
  boundary = `gd-${randomBytes(12).toString('hex')}`,
): string {
  const to = headerAddress(mail.to)
  const text = mail.body.replace(/\r?\n/g, CRLF)
  return [
    'MIME-Version: 1.0',
    `Date: ${mail.date.toUTCString().replace('GMT', '+0000')}`,
    ...(to ? [`To: ${to}`] : []),
    `Subject: ${headerText(mail.subject)}`,
    'X-Unsent: 1',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(Buffer.from(text, 'utf8')),
    `--${boundary}`,
    `Content-Type: ${mail.attachment.type}; ${fileNameParameter('name', mail.attachment.name)}`,
    `Content-Disposition: attachment; ${fileNameParameter('filename', mail.attachment.name)}`,
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(mail.attachment.data),
    `--${boundary}--`,
    '',
  ].join(CRLF)
}
