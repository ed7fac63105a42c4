/**
 * Design tokens of the Seaside Secrets look: ink-navy night sea, flamingo pink, warm sand and sea glass.
 * Text/background pairs are AA-checked (ratios in comments against their usual background).
 * Shared by the MUI theme (src/app/theme.ts) and components that draw outside the palette (SVG, gradients).
 */
export const colors = {
  ink: '#16213E', // white text 15.9:1
  inkLight: '#2B3A67',
  inkDark: '#0D1428',
  flamingo: '#C8325F', // white text 5.2:1; on sand 4.8:1
  flamingoLight: '#F28CA6', // on ink 6.9:1
  flamingoDark: '#9E2249',
  coral: '#FF8A7A', // on ink 6.9:1
  sand: '#FBF5EC',
  sandDeep: '#F3D9B1',
  shell: '#FFFDF9',
  seaGlass: '#9ED8CF', // on ink 10:1
  seaGlassDark: '#1F6F69', // on sand 5.5:1
  mist: '#C9D1E6', // on ink 10.4:1
  slate: '#4A5368', // on sand 7.1:1
} as const;

export const fontStacks = {
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
  serif:
    '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, Cambria, "DejaVu Serif", "Times New Roman", serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;
