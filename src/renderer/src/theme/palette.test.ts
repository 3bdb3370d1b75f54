import { describe, expect, it } from 'vitest'
import { type Accent, PALETTES, type ThemeName } from './palette'

type Rgba = [number, number, number, number]

function parse(color: string): Rgba {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color)
  if (hex) return [...hex.slice(1, 4).map((part) => parseInt(part, 16)), 1] as Rgba
  const fn = /^rgba?\(([^)]+)\)$/.exec(color)
  if (!fn?.[1]) throw new Error(`not a colour: ${color}`)
  const [r = 0, g = 0, b = 0, a = 1] = fn[1].split(',').map(Number)
  return [r, g, b, a]
}

/** `top` painted over the opaque `below`. */
function over(top: string | Rgba, below: Rgba): Rgba {
  const [r, g, b, a] = typeof top === 'string' ? parse(top) : top
  return [r * a + below[0] * (1 - a), g * a + below[1] * (1 - a), b * a + below[2] * (1 - a), 1]
}

function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** WCAG contrast ratio of `text` (possibly translucent) drawn on the opaque `background`. */
function contrast(text: string, background: Rgba): number {
  const [lighter, darker] = [luminance(over(text, background)), luminance(background)].sort(
    (a, b) => b - a,
  )
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05)
}

/**
 * What naive-ui 2.45 draws with an accent (tag/styles, button/styles): the alpha of a tag's tinted
 * background, and the text colour on a filled button.
 */
const NAIVE: Record<ThemeName, { tagTint: number; onAccent: string }> = {
  light: { tagTint: 0.12, onAccent: '#ffffff' },
  dark: { tagTint: 0.16, onAccent: '#000000' },
}

const STATES = ['color', 'hover', 'pressed'] as const

for (const theme of ['light', 'dark'] as const) {
  const palette = PALETTES[theme]
  const surfaces = Object.entries(palette.surfaces).map(
    ([name, color]) => [name, parse(color)] as const,
  )
  // What naive-ui lays over which surface: table headers and inputs on the window, cards and
  // dialogs; hovered rows and options there and in menus.
  const drawnOn: Record<keyof typeof palette.overlays, (keyof typeof palette.surfaces)[]> = {
    action: ['body', 'card', 'modal'],
    hover: ['body', 'card', 'modal', 'popover'],
    input: ['body', 'card', 'modal'],
    inputDisabled: ['body', 'card', 'modal'],
  }
  const backgrounds = [
    ...surfaces,
    ...Object.entries(drawnOn).flatMap(([overlay, under]) =>
      under.map(
        (surface) =>
          [
            `${overlay} on ${surface}`,
            over(
              palette.overlays[overlay as keyof typeof drawnOn],
              parse(palette.surfaces[surface]),
            ),
          ] as const,
      ),
    ),
  ]
  // Tags sit in cards, dialogs and table rows, hovered or not; not in menus or inputs.
  const tagBackgrounds = backgrounds.filter(
    ([name]) => !name.includes('popover') && !name.startsWith('input'),
  )
  const accents: [string, Accent][] = Object.entries(palette.accents)

  /** Every pair below `minimum`, as «text on background: ratio». */
  function failures(
    pairs: { text: string; label: string; on: (readonly [string, Rgba])[] }[],
    minimum: number,
  ): string[] {
    return pairs.flatMap(({ text, label, on }) =>
      on
        .map(([name, background]) => [name, contrast(text, background)] as const)
        .filter(([, ratio]) => ratio < minimum)
        .map(([name, ratio]) => `${label} on ${name}: ${ratio.toFixed(2)}`),
    )
  }

  describe(`the ${theme} palette`, () => {
    it('keeps every text colour at 4.5:1 or more on every background', () => {
      const texts = Object.entries(palette.text).map(([label, text]) => ({
        text,
        label,
        on: backgrounds,
      }))
      expect(failures(texts, 4.5)).toEqual([])
    })

    it('keeps accents used as text (links, tabs, text buttons) at 4.5:1 or more', () => {
      const texts = accents.flatMap(([name, accent]) =>
        [accent.color, accent.hover].map((text) => ({ text, label: name, on: backgrounds })),
      )
      expect(failures(texts, 4.5)).toEqual([])
    })

    it('keeps a tag readable on its own tint («Activo», «Pendiente»)', () => {
      const tags = accents.map(([name, { color }]) => {
        const [r, g, b] = parse(color)
        const tint: Rgba = [r, g, b, NAIVE[theme].tagTint]
        return {
          text: color,
          label: `${name} tag`,
          on: tagBackgrounds.map(([bg, below]) => [bg, over(tint, below)] as const),
        }
      })
      expect(failures(tags, 4.5)).toEqual([])
    })

    it('keeps the text of a filled button readable in every state', () => {
      const onAccent = NAIVE[theme].onAccent
      const buttons = accents.flatMap(([name, accent]) =>
        STATES.map((state) => ({
          text: onAccent,
          label: `${name} button (${state})`,
          on: [[accent[state], parse(accent[state])] as const],
        })),
      )
      expect(failures(buttons, 4.5)).toEqual([])
    })

    it('draws the focus ring at 3:1 or more against every surface', () => {
      const ring = [{ text: palette.focusRing, label: 'focus ring', on: surfaces }]
      expect(failures(ring, 3)).toEqual([])
    })
  })
}
