import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { lazy, Suspense } from 'react';
import { useRuntimeConfig } from '@/config/runtime';
import { useMinWidth } from '../hooks/useMinWidth';
import { BookingForm } from './BookingForm';
import { BookNowHeader } from './BookNowHeader';

/** Large screens only (product spec section 2); MUI's md breakpoint. */
const LARGE_SCREEN_PX = 900;
const BookingAside = lazy(() => import('./BookingAside').then((mod) => ({ default: mod.BookingAside })));

/** /book-now (product spec section 2): the BOOK NOW form, with the logo panel on large screens. */
export function BookNowPage() {
  const { brandName } = useRuntimeConfig();
  const large = useMinWidth(LARGE_SCREEN_PX);
  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: 1160,
        mx: 'auto',
        px: { xs: 2, sm: 3 },
        py: { xs: 3, md: 7 },
        display: 'grid',
        gap: { xs: 3, md: 5 },
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        alignItems: 'stretch',
      }}
    >
      {large ? (
        <Suspense fallback={<Box aria-hidden sx={{ borderRadius: 6, bgcolor: 'primary.main', minHeight: 560 }} />}>
          <BookingAside brandName={brandName} />
        </Suspense>
      ) : null}
      <Paper
        elevation={0}
        sx={{
          p: { xs: 2.5, sm: 4, md: 5 },
          borderRadius: { xs: 4, md: 6 },
          border: '1px solid',
          borderColor: 'divider',
          boxShadow: '0 18px 40px -30px rgb(22 33 62 / 0.5)',
          alignSelf: 'start',
          gridColumn: large ? undefined : '1 / -1',
        }}
      >
        <BookNowHeader brandName={brandName} />
        <BookingForm />
      </Paper>
    </Box>
  );
}
