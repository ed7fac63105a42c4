import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { headCellSx as sharedHeadCellSx } from '../../shared/table';
import type { BookingListViewProps } from './BookingCells';
import { AccessCode, CancellationAndRefund, DateWithChange, HuntResult, PaymentChip, RowButtons } from './BookingCells';

/** Heads may wrap: the nine columns fit a 1280 px screen beside the drawer. */
const headCellSx = { ...sharedHeadCellSx, whiteSpace: 'normal' } as const;

/**
 * An address that may break after its @, and inside a part only when that part is longer than the
 * column (`break-word`, unlike `anywhere`, does not let the table squeeze the column to a letter).
 */
function EmailLines({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** The desktop table of the Booking List. */
export function BookingsTable({ bookings, actions, empty }: BookingListViewProps) {
  return (
    <TableContainer>
      <Table
        aria-label="Bookings"
        sx={{
          minWidth: 820,
          '& .MuiTableCell-root': { px: 1.25 },
          '& .MuiTableCell-root:first-of-type': { pl: 2.5 },
          '& .MuiTableCell-root:last-of-type': { pr: 2 },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={headCellSx}>Full name</TableCell>
            <TableCell sx={headCellSx}>Email</TableCell>
            <TableCell sx={headCellSx}>Payment</TableCell>
            <TableCell sx={{ ...headCellSx, minWidth: 120 }}>Registration date</TableCell>
            <TableCell sx={headCellSx} align="center">
              Team
            </TableCell>
            <TableCell sx={headCellSx}>Access code</TableCell>
            <TableCell sx={headCellSx}>Hunt</TableCell>
            <TableCell sx={headCellSx} align="right">
              Actions
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {bookings.length === 0 ? (
            <TableRow>
              <TableCell colSpan={8} sx={{ border: 0 }}>
                {empty}
              </TableCell>
            </TableRow>
          ) : (
            bookings.map((b) => (
              <TableRow key={b._id} hover data-testid="booking-row">
                <TableCell sx={{ fontWeight: 600, maxWidth: 190 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
                    {b.fullName}
                  </Typography>
                  {b.bookingSource === 'PARTNER' ? (
                    <Typography variant="caption" color="text.secondary">
                      Partner booking
                    </Typography>
                  ) : null}
                </TableCell>
                {/* Whole, on two lines when long (broken after the @) so the table fits beside the menu at 1280 px. */}
                <TableCell sx={{ maxWidth: 160 }}>
                  <Typography variant="body2" sx={{ overflowWrap: 'break-word' }}>
                    <EmailLines email={b.email} />
                  </Typography>
                </TableCell>
                <TableCell>
                  <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                    <PaymentChip paid={b.isPaymentSuccessful} />
                    <CancellationAndRefund booking={b} actions={actions} />
                  </Stack>
                </TableCell>
                <TableCell>
                  <DateWithChange booking={b} actions={actions} />
                </TableCell>
                <TableCell align="center">{b.teamMemberCount}</TableCell>
                <TableCell>
                  <AccessCode code={b.accessCode} />
                </TableCell>
                <TableCell>
                  <HuntResult booking={b} />
                </TableCell>
                <TableCell align="right">
                  <RowButtons booking={b} actions={actions} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
