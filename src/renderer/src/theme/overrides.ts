import { type GlobalThemeOverrides } from 'naive-ui'
import { type Accent, type Palette } from './palette'

type AccentName = 'primary' | 'info' | 'success' | 'warning' | 'error'

function accent(name: AccentName, colors: Accent): Record<string, string> {
  return {
    [`${name}Color`]: colors.color,
    [`${name}ColorHover`]: colors.hover,
    [`${name}ColorPressed`]: colors.pressed,
    [`${name}ColorSuppl`]: colors.hover,
  }
}

/**
 * The palette as naive-ui's common theme variables: every component derives its colours from
 * them (tags and tabs from the accents, inputs from the placeholder and disabled colours…), so
 * contrast is settled here once, not per component.
 */
export function themeOverrides(palette: Palette): GlobalThemeOverrides {
  const { surfaces, overlays, text, accents } = palette
  return {
    common: {
      bodyColor: surfaces.body,
      cardColor: surfaces.card,
      tableColor: surfaces.card,
      modalColor: surfaces.modal,
      popoverColor: surfaces.popover,
      actionColor: overlays.action,
      tableHeaderColor: overlays.action,
      hoverColor: overlays.hover,
      inputColor: overlays.input,
      inputColorDisabled: overlays.inputDisabled,
      textColor1: text.strong,
      textColor2: text.normal,
      textColor3: text.secondary,
      placeholderColor: text.placeholder,
      placeholderColorDisabled: text.disabled,
      textColorDisabled: text.disabled,
      ...accent('primary', accents.primary),
      ...accent('info', accents.info),
      ...accent('success', accents.success),
      ...accent('warning', accents.warning),
      ...accent('error', accents.error),
    },
  }
}
