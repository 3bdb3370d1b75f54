import type { MenuItemConstructorOptions } from 'electron'
import { type MenuRoute } from '@shared/bridge'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { type Language, type Theme } from '@shared/settings'
import {
  acceleratorOf,
  type AppCommand,
  SHORTCUT_SCREENS,
  type ShortcutAction,
  type ShortcutScreen,
  shortcutsOf,
} from '@shared/shortcuts'

export interface MenuActions {
  navigate: (route: MenuRoute) => void
  /** Something the renderer does: the palette, save, search, the shortcuts dialog. */
  command: (command: AppCommand) => void
  setTheme: (theme: Theme) => void
  /** «Abrir carpeta de registros»: main opens it (shell.openPath). */
  openLogFolder: () => void
  /** «Buscar actualizaciones…»: main checks and says what it found in a dialog. */
  checkForUpdates: () => void
  /** «Reiniciar para actualizar», once a new version is downloaded. */
  restartToUpdate: () => void
}

export interface MenuState {
  platform: NodeJS.Platform
  language: Language
  theme: Theme
  devTools: boolean
  /** A new version is downloaded: the Help menu offers the restart. */
  updateReady: boolean
}

/** The menu's labels, each the catalogue's `menu.<name>`. */
const MENU_LABELS = [
  'file',
  'settings',
  'closeWindow',
  'quit',
  'edit',
  'undo',
  'redo',
  'cut',
  'copy',
  'paste',
  'selectAll',
  'view',
  'theme',
  'themeSystem',
  'themeLight',
  'themeDark',
  'resetZoom',
  'zoomIn',
  'zoomOut',
  'fullScreen',
  'devTools',
  'window',
  'minimize',
  'zoom',
  'help',
  'about',
  'logFolder',
  'diagnostics',
  'hide',
  'hideOthers',
  'unhide',
  'quitMac',
  'save',
  'find',
  'go',
  'palette',
  'shortcuts',
  ...SHORTCUT_SCREENS,
] as const

function labelsIn(language: Language): Record<(typeof MENU_LABELS)[number], string> {
  return Object.fromEntries(
    MENU_LABELS.map((name) => [name, renderMessage(language, `menu.${name}`)]),
  ) as Record<(typeof MENU_LABELS)[number], string>
}

/** The native menu, in the user's language (Spanish by default). */
export function buildMenuTemplate(
  state: MenuState,
  actions: MenuActions,
): MenuItemConstructorOptions[] {
  const l = labelsIn(state.language)
  const mac = state.platform === 'darwin'
  const settingsItem: MenuItemConstructorOptions = {
    label: l.settings,
    accelerator: 'CmdOrCtrl+,',
    click: () => actions.navigate('settings'),
  }
  // The renderer handles these keys itself (the browser harness has no menu): the menu only shows
  // them, or a key press would run the action twice.
  const shortcut = (action: ShortcutAction): MenuItemConstructorOptions => {
    const [first] = shortcutsOf(action)
    return first ? { accelerator: acceleratorOf(first), registerAccelerator: false } : {}
  }
  const commandItem = (command: AppCommand, label: string): MenuItemConstructorOptions => ({
    label,
    ...shortcut({ kind: 'command', command }),
    click: () => actions.command(command),
  })
  const screenItem = (screen: ShortcutScreen): MenuItemConstructorOptions => ({
    label: l[screen],
    ...shortcut({ kind: 'screen', screen }),
    click: () => actions.navigate(screen),
  })
  const aboutItem = commandItem('about', l.about)
  const saveItem = commandItem('save', l.save)
  const themeItem = (theme: Theme, label: string): MenuItemConstructorOptions => ({
    label,
    type: 'radio',
    checked: state.theme === theme,
    click: () => actions.setTheme(theme),
  })

  const template: MenuItemConstructorOptions[] = []
  if (mac) {
    template.push({
      label: 'Grants Desk',
      submenu: [
        aboutItem,
        { type: 'separator' },
        settingsItem,
        { type: 'separator' },
        { role: 'hide', label: l.hide },
        { role: 'hideOthers', label: l.hideOthers },
        { role: 'unhide', label: l.unhide },
        { type: 'separator' },
        { role: 'quit', label: l.quitMac },
      ],
    })
  }
  template.push({
    label: l.file,
    submenu: mac
      ? [saveItem, { type: 'separator' }, { role: 'close', label: l.closeWindow }]
      : [
          saveItem,
          { type: 'separator' },
          settingsItem,
          { type: 'separator' },
          { role: 'quit', label: l.quit },
        ],
  })
  template.push({
    label: l.edit,
    submenu: [
      { role: 'undo', label: l.undo },
      { role: 'redo', label: l.redo },
      { type: 'separator' },
      { role: 'cut', label: l.cut },
      { role: 'copy', label: l.copy },
      { role: 'paste', label: l.paste },
      { role: 'selectAll', label: l.selectAll },
      { type: 'separator' },
      commandItem('search', l.find),
    ],
  })
  template.push({
    label: l.view,
    submenu: [
      {
        label: l.theme,
        submenu: [
          themeItem('system', l.themeSystem),
          themeItem('light', l.themeLight),
          themeItem('dark', l.themeDark),
        ],
      },
      { type: 'separator' },
      { role: 'resetZoom', label: l.resetZoom },
      { role: 'zoomIn', label: l.zoomIn },
      { role: 'zoomOut', label: l.zoomOut },
      { type: 'separator' },
      { role: 'togglefullscreen', label: l.fullScreen },
      ...(state.devTools
        ? ([{ role: 'toggleDevTools', label: l.devTools }] satisfies MenuItemConstructorOptions[])
        : []),
    ],
  })
  template.push({
    label: l.go,
    submenu: [
      commandItem('palette', l.palette),
      { type: 'separator' },
      ...SHORTCUT_SCREENS.map(screenItem),
    ],
  })
  template.push({
    label: l.window,
    submenu: [
      { role: 'minimize', label: l.minimize },
      ...(mac ? ([{ role: 'zoom', label: l.zoom }] satisfies MenuItemConstructorOptions[]) : []),
      { role: 'close', label: l.closeWindow },
    ],
  })
  const shortcutsItem = commandItem('shortcuts', l.shortcuts)
  const updateItems: MenuItemConstructorOptions[] = [
    { type: 'separator' },
    {
      label: renderMessage(state.language, 'update.menu.check'),
      click: () => actions.checkForUpdates(),
    },
    ...(state.updateReady
      ? [
          {
            label: renderMessage(state.language, 'update.menu.restart'),
            click: () => actions.restartToUpdate(),
          },
        ]
      : []),
  ]
  template.push({
    label: l.help,
    ...(mac ? { role: 'help' as const } : {}),
    submenu: [
      shortcutsItem,
      { type: 'separator' },
      { label: l.logFolder, click: () => actions.openLogFolder() },
      commandItem('diagnostics', l.diagnostics),
      ...updateItems,
      ...(mac ? [] : ([{ type: 'separator' }, aboutItem] satisfies MenuItemConstructorOptions[])),
    ],
  })
  return template
}
