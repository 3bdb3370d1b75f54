/**
 * The colours the app draws text and controls with, per theme: naive-ui's own where they already
 * read well, darker accents and greys in the light theme and lighter greys in the dark one where
 * they did not. Every text colour here is at least 4.5:1 against every background it is drawn on,
 * and the focus ring at least 3:1 (palette.test.ts).
 */

export type ThemeName = 'light' | 'dark'

/** A colour that fills buttons and colours tags, links and icons, in its three states. */
export interface Accent {
  color: string
  hover: string
  pressed: string
}

export interface Palette {
  /** Opaque backgrounds: the window, cards, dialogs and menus. */
  surfaces: { body: string; card: string; modal: string; popover: string }
  /** What naive-ui lays over a surface: table headers, hovered rows, inputs, disabled inputs. */
  overlays: { action: string; hover: string; input: string; inputDisabled: string }
  text: {
    /** Titles. */
    strong: string
    /** Body text and values. */
    normal: string
    /** Secondary text: help, counts, dates, captions. */
    secondary: string
    placeholder: string
    disabled: string
  }
  accents: { primary: Accent; info: Accent; success: Accent; warning: Accent; error: Accent }
  /** The keyboard focus ring (global.css). */
  focusRing: string
}

const lightPrimary: Accent = { color: '#0a6e3d', hover: '#0c7a43', pressed: '#075a32' }
const darkPrimary: Accent = { color: '#63e2b7', hover: '#7fe7c4', pressed: '#5acea7' }

export const PALETTES: Record<ThemeName, Palette> = {
  light: {
    surfaces: { body: '#ffffff', card: '#ffffff', modal: '#ffffff', popover: '#ffffff' },
    overlays: {
      action: 'rgb(250, 250, 252)',
      hover: 'rgb(243, 243, 245)',
      input: 'rgba(0, 0, 0, 0)',
      inputDisabled: 'rgb(250, 250, 252)',
    },
    text: {
      strong: 'rgb(31, 34, 37)',
      normal: 'rgb(51, 54, 57)',
      secondary: 'rgb(94, 99, 105)',
      placeholder: 'rgb(104, 109, 115)',
      disabled: 'rgb(104, 109, 115)',
    },
    accents: {
      primary: lightPrimary,
      success: lightPrimary,
      info: { color: '#0f5bbd', hover: '#1060c9', pressed: '#0b4a9a' },
      warning: { color: '#8a5000', hover: '#935600', pressed: '#6f4000' },
      error: { color: '#b42341', hover: '#c0263f', pressed: '#951b36' },
    },
    focusRing: '#1a5fb4',
  },
  dark: {
    // Menus darker than naive-ui's rgb(72, 72, 78): grey text stays readable on a hovered option.
    surfaces: {
      body: 'rgb(16, 16, 20)',
      card: 'rgb(24, 24, 28)',
      modal: 'rgb(44, 44, 50)',
      popover: 'rgb(50, 50, 56)',
    },
    overlays: {
      action: 'rgba(255, 255, 255, 0.06)',
      hover: 'rgba(255, 255, 255, 0.09)',
      input: 'rgba(255, 255, 255, 0.1)',
      inputDisabled: 'rgba(255, 255, 255, 0.06)',
    },
    text: {
      strong: 'rgba(255, 255, 255, 0.9)',
      normal: 'rgba(255, 255, 255, 0.82)',
      secondary: 'rgba(255, 255, 255, 0.64)',
      placeholder: 'rgba(255, 255, 255, 0.62)',
      disabled: 'rgba(255, 255, 255, 0.6)',
    },
    accents: {
      primary: darkPrimary,
      success: darkPrimary,
      info: { color: '#9ad4f2', hover: '#ace0f5', pressed: '#86c9ec' },
      warning: { color: '#f2c97d', hover: '#f5d599', pressed: '#e6c260' },
      error: { color: '#f9c0c0', hover: '#fbcccc', pressed: '#f4adad' },
    },
    focusRing: '#8cc4ff',
  },
}
