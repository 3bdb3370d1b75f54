import { type MailDraft } from '@shared/cases/case-work'
import { appError, AppFailure } from '@shared/errors'
import { formatDate } from '@shared/format'
import { type Lang, renderMessage } from '@shared/messages/catalogue-lookup'
import { writeAtomically } from '../../base/atomic-file'
import { type Platform } from '../../base/platform-port'
import { type CaseInfo } from './case-context'

/**
 * Past this length a `mailto:` link is cut or refused by some mail programs (Outlook's limit is
 * about 2,000 characters): the draft goes as an .eml file instead.
 */
export const MAILTO_MAX = 1900

/** The e-mail that asks the client for what is missing, and by when (the nearest deadline). */
export function documentRequest(
  info: Pick<CaseInfo, 'identifier' | 'title' | 'clientEmail'>,
  missing: readonly string[],
  until: string | null,
  lang: Lang,
): MailDraft {
  const say = (key: Parameters<typeof renderMessage>[1], params = {}) =>
    renderMessage(lang, key, params)
  const title = info.title || info.identifier
  const subject = say('mail.request.subject', { title })
  const lines = [
    say('mail.request.greeting'),
    '',
    say('mail.request.intro', { identifier: info.identifier, title }),
    '',
    ...missing.map((name) => `- ${name}`),
    '',
    ...(until ? [say('mail.request.until', { date: formatDate(until, lang) }), ''] : []),
    say('mail.request.thanks'),
  ]
  const body = lines.join('\r\n')
  const draft = { to: info.clientEmail, subject, body, missing: missing.length, long: false }
  return { ...draft, long: mailtoOf(draft).length > MAILTO_MAX }
}

/** The draft as a `mailto:` link (RFC 6068: the text percent-encoded, lines ended by CRLF). */
export function mailtoOf(draft: Pick<MailDraft, 'to' | 'subject' | 'body'>): string {
  const query = `subject=${encodeURIComponent(draft.subject)}&body=${encodeURIComponent(draft.body)}`
  return `mailto:${encodeURIComponent(draft.to).replace(/%40/g, '@')}?${query}`
}

/** A header's text in RFC 2047 words when it is not plain ASCII. */
const headerText = (text: string) =>
  /^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`

/**
 * The draft as an .eml message (RFC 5322) that mail programs open as a new message to send
 * (`X-Unsent: 1`): UTF-8 text in base64, lines of 76.
 */
export function emlOf(draft: Pick<MailDraft, 'to' | 'subject' | 'body'>): string {
  const body = Buffer.from(draft.body, 'utf8').toString('base64').replace(/.{76}/g, '$&\r\n')
  return [
    `To: ${draft.to}`,
    `Subject: ${headerText(draft.subject)}`,
    'X-Unsent: 1',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    body,
    '',
  ].join('\r\n')
}

/**
 * Opens the draft in the advisor's mail program: a `mailto:` link, or for a long list an .eml
 * file saved where the advisor says, then opened.
 */
export async function openDraft(
  draft: MailDraft,
  platform: Platform,
  lang: Lang,
  fileStem: string,
): Promise<{ how: 'mailto' | 'eml' | 'cancelled' }> {
  if (!draft.to) throw new AppFailure(appError('error.validation.no_client_email', {}))
  if (!draft.long) {
    await platform.openMail(mailtoOf(draft))
    return { how: 'mailto' }
  }
  const target = await platform.chooseSaveFile({
    title: renderMessage(lang, 'dialog.mail.title'),
    defaultName: `${fileStem}.eml`,
    extension: 'eml',
  })
  if (target === null) return { how: 'cancelled' }
  await writeAtomically(target, (sink) => sink.write(emlOf(draft)))
  await platform.openFile(target)
  return { how: 'eml' }
}
