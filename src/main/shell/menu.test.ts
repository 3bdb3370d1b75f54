import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import { buildMenuTemplate, type MenuActions } from './menu'

function actions(): MenuActions & Record<string, ReturnType<typeof vi.fn>> {
  return {
    navigate: vi.fn(),
    command: vi.fn(),
    setTheme: vi.fn(),
    openLogFolder: vi.fn(),
    checkForUpdates: vi.fn(),
    restartToUpdate: vi.fn(),
  }
}

function find(
  items: MenuItemConstructorOptions[],
  label: string,
): MenuItemConstructorOptions | undefined {
  for (const item of items) {
    if (item.label === label) return item
    if (Array.isArray(item.submenu)) {
      const inner = find(item.submenu, label)
      if (inner) return inner
    }
  }
  return undefined
}

function click(item: MenuItemConstructorOptions | undefined): void {
  ;(item?.click as (() => void) | undefined)?.()
}

describe('native menu', () => {
  const base = {
    platform: 'linux' as const,
    language: 'es' as const,
    theme: 'system' as const,
    devTools: false,
    updateReady: false,
  }

  it('is in Spanish by default', () => {
    const template = buildMenuTemplate(base, actions())
    expect(template.map((item) => item.label)).toEqual([
      'Archivo',
      'Edición',
      'Ver',
      'Ir',
      'Ventana',
      'Ayuda',
    ])
    expect(find(template, 'Copiar')?.role).toBe('copy')
    expect(find(template, 'Ajustes…')?.accelerator).toBe('CmdOrCtrl+,')
  })

  it('shows the shortcuts of the screens and sends them to the renderer', () => {
    const a = actions()
    const template = buildMenuTemplate(base, a)
    const screens = [
      ['Mi perfil', 'profile'],
      ['Clientes', 'clients'],
      ['Concesiones', 'concessions'],
      ['Estados de expediente', 'statuses'],
      ['Simulador', 'simulator'],
      ['Cartera', 'portfolio'],
      ['Expedientes', 'cases'],
    ] as const
    screens.forEach(([label, route], i) => {
      const item = find(template, label)
      expect(item?.accelerator, label).toBe(`CmdOrCtrl+${i + 1}`)
      click(item)
      expect(a.navigate).toHaveBeenLastCalledWith(route)
    })
  })

  it('shows the palette, save, search and help shortcuts and sends each command', () => {
    const a = actions()
    const template = buildMenuTemplate(base, a)
    const commands = [
      ['Buscar cliente o acción…', 'CmdOrCtrl+K', 'palette'],
      ['Guardar', 'CmdOrCtrl+S', 'save'],
      ['Buscar en la lista', 'CmdOrCtrl+F', 'search'],
      ['Atajos de teclado', 'F1', 'shortcuts'],
    ] as const
    for (const [label, accelerator, command] of commands) {
      const item = find(template, label)
      expect(item?.accelerator, label).toBe(accelerator)
      click(item)
      expect(a.command).toHaveBeenLastCalledWith(command)
    }
    expect(a.command).toHaveBeenCalledTimes(commands.length)
  })

  it('leaves the keys of those shortcuts to the renderer, so they never run twice', () => {
    const template = buildMenuTemplate(base, actions())
    for (const label of ['Guardar', 'Clientes', 'Buscar cliente o acción…', 'Atajos de teclado']) {
      expect(find(template, label)?.registerAccelerator, label).toBe(false)
    }
    // The native ones stay registered: settings, copy, paste…
    expect(find(template, 'Ajustes…')?.registerAccelerator).toBeUndefined()
  })

  it('opens the settings screen, and asks the renderer for the about box', () => {
    const a = actions()
    const template = buildMenuTemplate(base, a)
    click(find(template, 'Ajustes…'))
    expect(a.navigate).toHaveBeenCalledWith('settings')
    click(find(template, 'Acerca de Grants Desk'))
    expect(a.command).toHaveBeenCalledWith('about')
  })

  it('offers the log folder and the diagnostic under Help, on every system', () => {
    for (const platform of ['linux', 'darwin', 'win32'] as const) {
      const a = actions()
      const template = buildMenuTemplate({ ...base, platform }, a)
      const help = template.find((menu) => menu.label === 'Ayuda')
      const labels = (help?.submenu as { label?: string }[]).map((item) => item.label)
      expect(labels).toEqual(
        expect.arrayContaining(['Abrir carpeta de registros', 'Exportar diagnóstico…']),
      )
      click(find(template, 'Abrir carpeta de registros'))
      expect(a.openLogFolder).toHaveBeenCalledTimes(1)
      click(find(template, 'Exportar diagnóstico…'))
      expect(a.command).toHaveBeenLastCalledWith('diagnostics')
    }
  })

  it('checks for updates from Help, and offers the restart only once a version is ready', () => {
    const a = actions()
    const waiting = buildMenuTemplate(base, a)
    click(find(waiting, 'Buscar actualizaciones…'))
    expect(a.checkForUpdates).toHaveBeenCalledTimes(1)
    expect(find(waiting, 'Reiniciar para actualizar')).toBeUndefined()

    const ready = buildMenuTemplate({ ...base, updateReady: true }, a)
    const help = ready.find((menu) => menu.label === 'Ayuda')
    expect((help?.submenu as { label?: string }[]).map((item) => item.label)).toContain(
      'Reiniciar para actualizar',
    )
    click(find(ready, 'Reiniciar para actualizar'))
    expect(a.restartToUpdate).toHaveBeenCalledTimes(1)
    expect(
      find(buildMenuTemplate({ ...base, language: 'en' }, a), 'Check for Updates…'),
    ).toBeDefined()
  })

  it('shows the current theme and changes it', () => {
    const a = actions()
    const template = buildMenuTemplate({ ...base, theme: 'dark' }, a)
    expect(find(template, 'Oscuro')?.checked).toBe(true)
    expect(find(template, 'Claro')?.checked).toBe(false)
    click(find(template, 'Claro'))
    expect(a.setTheme).toHaveBeenCalledWith('light')
  })

  it('offers developer tools only in development', () => {
    expect(find(buildMenuTemplate(base, actions()), 'Herramientas de desarrollo')).toBeUndefined()
    expect(
      find(buildMenuTemplate({ ...base, devTools: true }, actions()), 'Herramientas de desarrollo'),
    ).toBeDefined()
  })

  it('follows macOS conventions with an app menu', () => {
    const template = buildMenuTemplate({ ...base, platform: 'darwin' }, actions())
    expect(template[0]?.label).toBe('Grants Desk')
    expect(find(template, 'Salir de Grants Desk')?.role).toBe('quit')
    expect(find(template, 'Ayuda')?.role).toBe('help')
    expect(find(template, 'Atajos de teclado')?.accelerator).toBe('F1')
    expect(find(template, 'Guardar')?.accelerator).toBe('CmdOrCtrl+S')
  })

  it('switches to English when the user chooses it', () => {
    const template = buildMenuTemplate({ ...base, language: 'en' }, actions())
    expect(template[0]?.label).toBe('File')
    expect(find(template, 'Keyboard Shortcuts')?.accelerator).toBe('F1')
    expect(find(template, 'Clients')?.accelerator).toBe('CmdOrCtrl+2')
  })
})
