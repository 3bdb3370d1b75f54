import type { Session, WebContents } from 'electron'
import {
  isAllowedExternalUrl,
  permissionDecision,
  shouldBlockNavigation,
  windowOpenDecision,
} from './security'

type HardenableContents = Pick<WebContents, 'on' | 'setWindowOpenHandler'>
type PermissionSession = Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>

/** Applied to every WebContents the app creates (app 'web-contents-created'). */
export function hardenWebContents(
  contents: HardenableContents,
  openExternal: (url: string) => Promise<void>,
  /** The configured service's origin(s), whose own links (the demo service's files) may open. */
  ownOrigins: () => readonly string[] = () => [],
): void {
  contents.on('will-navigate', (event, url) => {
    if (shouldBlockNavigation(url)) event.preventDefault()
  })
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(({ url }) => {
    const origins = ownOrigins()
    const decision = windowOpenDecision(url, origins)
    if (decision.openExternally && isAllowedExternalUrl(url, origins)) void openExternal(url)
    return { action: decision.action }
  })
}

export function denyAllPermissions(session: PermissionSession): void {
  session.setPermissionRequestHandler((_contents, permission, callback) =>
    callback(permissionDecision(permission)),
  )
  session.setPermissionCheckHandler((_contents, permission) => permissionDecision(permission))
}
