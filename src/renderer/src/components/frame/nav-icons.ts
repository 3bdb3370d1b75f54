/** One stroke of an icon: an SVG element and its attributes. */
interface IconShape {
  tag: 'path' | 'circle' | 'rect'
  attrs: Record<string, string | number>
}

const path = (d: string): IconShape => ({ tag: 'path', attrs: { d } })
const circle = (cx: number, cy: number, r: number): IconShape => ({
  tag: 'circle',
  attrs: { cx, cy, r },
})
const rect = (x: number, y: number, width: number, height: number): IconShape => ({
  tag: 'rect',
  attrs: { x, y, width, height, rx: 1.5 },
})

/** The app's icons, drawn on a 24×24 grid. */
export const NAV_ICONS = {
  profile: [circle(12, 8, 4), path('M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7')],
  clients: [rect(4, 3, 16, 18), path('M8.5 7.5h2M13.5 7.5h2M8.5 11.5h2M13.5 11.5h2M10 21v-4h4v4')],
  concessions: [circle(12, 12, 9), path('M15.5 8.5a4.2 4.2 0 1 0 0 7M7.5 10.8h6M7.5 13.2h6')],
  statuses: [
    path('M10 6h10M10 12h10M10 18h10M4 6l1.2 1.2L7.5 5M4 12l1.2 1.2 2.3-2.2'),
    circle(5.5, 18, 1.4),
  ],
  simulator: [
    path('M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1'),
    circle(15, 6, 2),
    circle(9, 12, 2),
    circle(17, 18, 2),
  ],
  portfolio: [
    rect(3, 7, 18, 13),
    path('M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7M3 12.5h18M12 11v3'),
  ],
  cases: [
    path(
      'M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2h8.5A1.5 1.5 0 0 1 21 8.5v10a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z',
    ),
    path('M8 12.5h8M8 16h5'),
  ],
  calls: [path('M4 10v4h3l7 4V6l-7 4z'), path('M17.5 9.5a3.5 3.5 0 0 1 0 5M7 14l1.5 5h2.2l-1-4.3')],
  reports: [path('M4 4v16h16'), path('M8.5 16.5v-5M12.5 16.5v-9M16.5 16.5v-7')],
  settings: [
    circle(12, 12, 3),
    path(
      'M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1',
    ),
  ],
  search: [circle(10.5, 10.5, 6), path('M15 15l5 5')],
  keyboard: [
    rect(2.5, 6, 19, 12),
    path('M6 9.5h.01M9.5 9.5h.01M13 9.5h.01M16.5 9.5h.01M6 12.5h.01M18 12.5h.01M8 15h8'),
  ],
  sync: [
    path(
      'M19.5 10A7.5 7.5 0 0 0 6 6.3L4.5 8M4.5 4v4h4M4.5 14A7.5 7.5 0 0 0 18 17.7l1.5-1.7M19.5 20v-4h-4',
    ),
  ],
  export: [path('M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19.5h14')],
  close: [path('M6 6l12 12M18 6 6 18')],
  collapse: [rect(3, 4, 18, 16), path('M9 4v16M15.5 9.5 13 12l2.5 2.5')],
  expand: [rect(3, 4, 18, 16), path('M9 4v16M13 9.5l2.5 2.5-2.5 2.5')],
} satisfies Record<string, IconShape[]>

export type NavIconName = keyof typeof NAV_ICONS
