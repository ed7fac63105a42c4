import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { BookingListViewProps } from './BookingCells';
import {
  AccessCode,
  CancellationAndRefund,
  DateWithChange,
  HuntResult,
  hasCancellationOrRefund,
  PaymentChip,
  RowButtons,
} from './BookingCells';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 600 }}>
        {label}
      </Typography>
      <Box sx={{ minHeight: 30, display: 'flex', alignItems: 'center' }}>{children}</Box>
    </Box>
  );
}

/** The phone layout of the Booking List: one card per booking, same data and actions as the table. */
export function BookingCards({ bookings, actions, empty }: BookingListViewProps) {
  if (bookings.length === 0) return <Box sx={{ p: 1 }}>{empty}</Box>;
  return (
    <Stack spacing={1.5} component="ul" aria-label="Bookings" sx={{ listStyle: 'none', m: 0, p: 1.5 }}>
      {bookings.map((b) => (
        <Card key={b._id} component="li" data-testid="booking-row">
          <CardContent sx={{ pb: '16px !important' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere', minWidth: 0, pt: 0.25 }}>
                {b.fullName}
              </Typography>
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
                <PaymentChip paid={b.isPaymentSuccessful} />
                <RowButtons booking={b} actions={actions} />
              </Stack>
            </Stack>
            {/* The e-mail has the card's whole width, so an address breaks only when it is longer than the card. */}
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {b.email}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2, rowGap: 1, mt: 1.5 }}>
              <Field label="Registration date">
                <DateWithChange booking={b} actions={actions} />
              </Field>
              <Field label="Team members">{b.teamMemberCount}</Field>
              <Field label="Access code">
                <AccessCode code={b.accessCode} />
              </Field>
              <Field label="Hunt">
                <HuntResult booking={b} />
              </Field>
              {hasCancellationOrRefund(b) ? (
                <Box sx={{ gridColumn: '1 / -1' }}>
                  <Field label={b.status === 'cancelled' ? 'Cancellation' : 'Refund'}>
                    <CancellationAndRefund booking={b} actions={actions} />
                  </Field>
                </Box>
              ) : null}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
