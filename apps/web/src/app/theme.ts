import { alpha, createTheme } from '@mui/material/styles';

import { colors, fontStacks } from '@/styles/tokens';

declare module '@mui/material/styles' {
  interface Palette {
    sand: Palette['primary'];
    seaGlass: Palette['primary'];
  }
  interface PaletteOptions {
    sand?: PaletteOptions['primary'];
    seaGlass?: PaletteOptions['primary'];
  }
}

const focusRing = {
  outline: `3px solid ${colors.flamingo}`,
  outlineOffset: 2,
} as const;

const headingBase = {
  fontFamily: fontStacks.serif,
  fontWeight: 700,
  letterSpacing: '-0.01em',
  lineHeight: 1.15,
} as const;

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: colors.ink, light: colors.inkLight, dark: colors.inkDark, contrastText: '#FFFFFF' },
    secondary: {
      main: colors.flamingo,
      light: colors.flamingoLight,
      dark: colors.flamingoDark,
      contrastText: '#FFFFFF',
    },
    sand: { main: colors.sandDeep, light: colors.sand, dark: '#E3BE86', contrastText: colors.ink },
    seaGlass: { main: colors.seaGlassDark, light: colors.seaGlass, dark: '#154F4B', contrastText: '#FFFFFF' },
    success: { main: '#2E7D5B', contrastText: '#FFFFFF' },
    info: { main: colors.seaGlassDark, contrastText: '#FFFFFF' },
    warning: { main: '#B45309', contrastText: '#FFFFFF' },
    error: { main: '#B3261E', contrastText: '#FFFFFF' },
    background: { default: colors.sand, paper: colors.shell },
    text: { primary: colors.ink, secondary: colors.slate },
    divider: alpha(colors.ink, 0.12),
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: fontStacks.sans,
    htmlFontSize: 16,
    h1: { ...headingBase, fontSize: 'clamp(2.25rem, 1.4rem + 3.6vw, 4rem)', lineHeight: 1.08 },
    h2: { ...headingBase, fontSize: 'clamp(1.875rem, 1.4rem + 2vw, 2.875rem)' },
    h3: { ...headingBase, fontSize: 'clamp(1.5rem, 1.2rem + 1.2vw, 2.125rem)' },
    h4: { ...headingBase, fontSize: 'clamp(1.3rem, 1.15rem + 0.6vw, 1.625rem)' },
    h5: { ...headingBase, fontSize: '1.25rem' },
    h6: { ...headingBase, fontSize: '1.0625rem', lineHeight: 1.3 },
    subtitle1: { fontSize: '1.0625rem', lineHeight: 1.6 },
    body1: { fontSize: '1rem', lineHeight: 1.65 },
    body2: { fontSize: '0.9375rem', lineHeight: 1.6 },
    overline: { fontWeight: 700, letterSpacing: '0.16em', fontSize: '0.75rem', lineHeight: 1.6 },
    button: { fontWeight: 700, letterSpacing: '0.08em' },
  },
  components: {
    // Global element styles live in src/styles/base.css (loaded on every page); only MUI-specific bits here.
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': focusRing,
      },
    },
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 999, paddingInline: 22 },
        sizeLarge: { paddingBlock: 12, paddingInline: 32, fontSize: '0.98rem' },
      },
    },
    MuiLink: {
      defaultProps: { underline: 'hover' },
      styleOverrides: { root: { fontWeight: 600, '&.Mui-focusVisible, &:focus-visible': focusRing } },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0 },
    },
    MuiPaper: {
      styleOverrides: { rounded: { borderRadius: 16 } },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: {
          border: `1px solid ${alpha(colors.ink, 0.1)}`,
          boxShadow: `0 10px 30px -18px ${alpha(colors.ink, 0.45)}`,
        },
      },
    },
    MuiTooltip: { defaultProps: { arrow: true } },
    MuiAlert: {
      styleOverrides: { root: { borderRadius: 12, alignItems: 'center' } },
    },
    MuiListItemButton: {
      styleOverrides: { root: { borderRadius: 10 } },
    },
  },
});
