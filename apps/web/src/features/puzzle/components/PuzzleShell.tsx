import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { BrandLink } from '@/components/brand/BrandLink';
import { SkipLink } from '@/components/layouts/SkipLink';
import { colors } from '@/styles/tokens';

/** Minimal frame of the player screens: a slim brand header and a centred page. */
export function PuzzleShell({ children, headerExtra }: { children: ReactNode; headerExtra?: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <SkipLink />
      <Box component="header" sx={{ bgcolor: colors.ink, color: colors.sand }}>
        <Container maxWidth="md" sx={{ py: 1.25, display: 'flex', alignItems: 'center', gap: 2 }}>
          <BrandLink />
          <Box sx={{ flexGrow: 1 }} />
          {headerExtra}
        </Container>
      </Box>
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
    </Box>
  );
}
