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

const LABELS = {
  es: {
    file: 'Archivo',
    settings: 'Ajustes…',
    closeWindow: 'Cerrar ventana',
    quit: 'Salir',
    edit: 'Edición',
    undo: 'Deshacer',
    redo: 'Rehacer',
    cut: 'Cortar',
    copy: 'Copiar',
    paste: 'Pegar',
    selectAll: 'Seleccionar todo',
    view: 'Ver',
    theme: 'Tema',
    themeSystem: 'Según el sistema',
    themeLight: 'Claro',
    themeDark: 'Oscuro',
    resetZoom: 'Tamaño real',
    zoomIn: 'Ampliar',
    zoomOut: 'Reducir',
    fullScreen: 'Pantalla completa',
    devTools: 'Herramientas de desarrollo',
    window: 'Ventana',
    minimize: 'Minimizar',
    zoom: 'Zoom',
    help: 'Ayuda',
    about: 'Acerca de Grants Desk',
    logFolder: 'Abrir carpeta de registros',
    diagnostics: 'Exportar diagnóstico…',
    hide: 'Ocultar Grants Desk',
    hideOthers: 'Ocultar otros',
    unhide: 'Mostrar todo',
    quitMac: 'Salir de Grants Desk',
    save: 'Guardar',
    find: 'Buscar en la lista',
    go: 'Ir',
    palette: 'Buscar cliente o acción…',
    shortcuts: 'Atajos de teclado',
    profile: 'Mi perfil',
    clients: 'Clientes',
    concessions: 'Concesiones',
    statuses: 'Estados de expediente',
    simulator: 'Simulador',
    portfolio: 'Cartera',
    cases: 'Expedientes',
  },
  en: {
    file: 'File',
    settings: 'Settings…',
    closeWindow: 'Close Window',
    quit: 'Quit',
    edit: 'Edit',
    undo: 'Undo',
    redo: 'Redo',
    cut: 'Cut',
    copy: 'Copy',
    paste: 'Paste',
    selectAll: 'Select All',
    view: 'View',
    theme: 'Theme',
    themeSystem: 'System',
    themeLight: 'Light',
    themeDark: 'Dark',
    resetZoom: 'Actual Size',
    zoomIn: 'Zoom In',
    zoomOut: 'Zoom Out',
    fullScreen: 'Full Screen',
    devTools: 'Developer Tools',
    window: 'Window',
    minimize: 'Minimize',
    zoom: 'Zoom',
    help: 'Help',
    about: 'About Grants Desk',
    logFolder: 'Open Logs Folder',
    diagnostics: 'Export Diagnostics…',
    hide: 'Hide Grants Desk',
    hideOthers: 'Hide Others',
    unhide: 'Show All',
    quitMac: 'Quit Grants Desk',
    save: 'Save',
    find: 'Find in List',
    go: 'Go',
    palette: 'Find a Client or Action…',
    shortcuts: 'Keyboard Shortcuts',
    profile: 'My Profile',
    clients: 'Clients',
    concessions: 'Concessions',
    statuses: 'Case-File Statuses',
    simulator: 'Simulator',
    portfolio: 'Portfolio',
    cases: 'Case Files',
  },
} satisfies Record<Language, Record<string, string>>

/** The native menu, in the user's language (Spanish by default). */
export function buildMenuTemplate(
  state: MenuState,
  actions: MenuActions,
): MenuItemConstructorOptions[] {
  const l = LABELS[state.language]
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
