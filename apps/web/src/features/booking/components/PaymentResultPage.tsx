import CancelRoundedIcon from '@mui/icons-material/CancelRounded';
import HourglassTopRoundedIcon from '@mui/icons-material/HourglassTopRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MESSAGES, PAGES } from '@seaside/contract';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Logo } from '@/components/brand/Logo';
import { useToast } from '@/components/feedback';
import { useRuntimeConfig } from '@/config/runtime';
import { usePaymentVerification } from '../hooks/usePaymentVerification';
import { clearBookingDrafts } from '../lib/booking-draft';

const m = MESSAGES.booking;
const SLOW_NOTE =
  'This is taking longer than usual. You can safely leave this page: we will e-mail your confirmation as soon as the payment is through.';

function ResultCard({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box sx={{ width: '100%', px: 2, py: { xs: 5, md: 10 }, display: 'grid', placeItems: 'center' }}>
      <Paper
        elevation={0}
        aria-label={label}
        component="section"
        sx={{
          width: '100%',
          maxWidth: 520,
          px: { xs: 3, sm: 6 },
          py: { xs: 5, sm: 7 },
          borderRadius: 6,
          border: '1px solid',
          borderColor: 'divider',
          boxShadow: '0 18px 40px -30px rgb(22 33 62 / 0.5)',
          textAlign: 'center',
          display: 'grid',
          justifyItems: 'center',
          gap: 2,
        }}
      >
        {children}
      </Paper>
    </Box>
  );
}

/** The text under a result's heading. */
function ResultNote({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ maxWidth: 380 }}>
      {children}
    </Typography>
  );
}

/** The result's way on: a large link button. */
function ResultLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={RouterLink} to={to} variant="contained" color="secondary" size="large" sx={{ mt: 1 }}>
      {children}
    </Button>
  );
}

/**
 * /success (product spec sections 2 and 4, server-behaviour 8): verifies the payment session once,
 * keeps the spinner while the server says pending (past the polling window, an hourglass and Check
 * again), and shows the confirmed or failed result.
 */
export function PaymentResultPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() || null;
  const navigate = useNavigate();
  const toast = useToast();
  const { brandName } = useRuntimeConfig();
  const { snapshot, run } = usePaymentVerification(sessionId);

  useEffect(() => {
    if (snapshot.status === 'error') navigate(PAGES.home, { replace: true });
    if (snapshot.status === 'confirmed') clearBookingDrafts();
    if (snapshot.status === 'confirmed' && run?.claimConfirmationNotice()) toast.success(m.successToast);
  }, [snapshot.status, run, navigate, toast]);

  if (!sessionId) return <Navigate to={PAGES.home} replace />;

  if (snapshot.status === 'confirmed') {
    return (
      <ResultCard label="Payment result">
        <Logo size={88} title={`${brandName} logo`} />
        <Typography component="h1" variant="h3">
          {m.confirmed}
        </Typography>
        <ResultNote>{m.registered}</ResultNote>
        <ResultLink to={PAGES.home}>Back Home</ResultLink>
      </ResultCard>
    );
  }

  if (snapshot.status === 'failed') {
    return (
      <ResultCard label="Payment result">
        <CancelRoundedIcon sx={{ fontSize: 88, color: 'error.main' }} aria-hidden />
        <Typography component="h1" variant="h4" role="alert">
          {m.failed}
        </Typography>
        <ResultNote>Nothing was booked. You can choose your date again and retry the payment.</ResultNote>
        <ResultLink to={PAGES.bookNow}>Try again</ResultLink>
      </ResultCard>
    );
  }

  return (
    <ResultCard label="Payment result">
      {/* Past the polling window nothing is being asked: no spinner, and the customer may ask again. */}
      {snapshot.slow ? (
        <HourglassTopRoundedIcon sx={{ fontSize: 56, color: 'secondary.main' }} aria-hidden />
      ) : (
        <CircularProgress size={56} thickness={4} color="secondary" aria-hidden />
      )}
      <Typography component="h1" variant="h5" role="status" aria-live="polite">
        {m.verifying}
      </Typography>
      {snapshot.slow ? (
        <>
          <ResultNote>{SLOW_NOTE}</ResultNote>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>
            <Button variant="contained" color="secondary" onClick={() => run?.checkAgain()}>
              Check again
            </Button>
            <Button component={RouterLink} to={PAGES.home} variant="outlined" color="primary">
              Back Home
            </Button>
          </Box>
        </>
      ) : (
        <Typography color="text.secondary">Please keep this page open for a moment.</Typography>
      )}
    </ResultCard>
  );
}
