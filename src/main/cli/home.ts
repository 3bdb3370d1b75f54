import { homedir } from 'node:os'
import { join, resolve, win32 } from 'node:path'

const CLI_FOLDER = 'grants-desk-cli'

/**
 * Where the CLI keeps its settings and session (never the app's): GRANTS_DESK_HOME when set, else
 * `${XDG_CONFIG_HOME:-~/.config}/grants-desk-cli`, or `%APPDATA%\grants-desk-cli` on Windows.
 */
export function cliHome(
  env: Record<string, string | undefined>,
  platform: NodeJS.Platform = process.platform,
  home: string = homedir(),
): string {
  const explicit = env['GRANTS_DESK_HOME']?.trim()
  if (explicit) return resolve(explicit)
  if (platform === 'win32') {
    return win32.join(env['APPDATA']?.trim() || win32.join(home, 'AppData', 'Roaming'), CLI_FOLDER)
  }
  const config = env['XDG_CONFIG_HOME']?.trim()
  return join(config || join(home, '.config'), CLI_FOLDER)
}
