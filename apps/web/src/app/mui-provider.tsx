import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType, ReactNode } from 'react';
import type { ToastViewProps } from '@/components/feedback/ToastProvider';
import { ToastView } from '@/components/feedback/ToastView';
import { theme } from './theme';

/**
 * MUI theme + baseline for the MUI areas (booking, admin, player). Loaded lazily with those
 * areas by the router (see `page(..., { mui: true })`), never by the plain-CSS public pages.
 */
export function MuiProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

/** Wraps a page component in MuiProvider. */
export function withMui(Component: ComponentType): ComponentType {
  function WithMui() {
    return (
      <MuiProvider>
        <Component />
      </MuiProvider>
    );
  }
  WithMui.displayName = `WithMui(${Component.displayName ?? Component.name})`;
  return WithMui;
}

/** The toast view with its own theme (the toast lives above every area). */
export function ThemedToastView(props: ToastViewProps) {
  return (
    <ThemeProvider theme={theme}>
      <ToastView {...props} />
    </ThemeProvider>
  );
}
