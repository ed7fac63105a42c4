import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDuration, formatPence, type SummaryResponse } from '@seaside/contract';
import type { ReactNode } from 'react';

/** The period's figures, one card each. */
export function FigureCards({ totals }: { totals: SummaryResponse['totals'] }) {
  const figures = [
    { label: 'Bookings', value: totals.bookings.toLocaleString('en-GB') },
    { label: 'Players', value: totals.players.toLocaleString('en-GB') },
    { label: 'Revenue', value: formatPence(totals.revenuePence), note: 'paid, minus refunds' },
    { label: 'Refunds', value: formatPence(totals.refundsPence) },
    { label: 'Cancellations', value: totals.cancellations.toLocaleString('en-GB') },
    { label: 'Teams finished', value: totals.completed.toLocaleString('en-GB') },
    {
      label: 'Average finishing time',
      value: totals.averageFinishSeconds === null ? '—' : formatDuration(totals.averageFinishSeconds),
    },
  ];
  return (
    <FigureGrid>
      {figures.map((f) => (
        <Paper key={f.label} variant="outlined" sx={{ borderRadius: '16px', p: 2, minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {f.label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ mt: 0.5, fontWeight: 700 }}>
            {f.value}
          </Typography>
          {f.note ? (
            <Typography variant="caption" color="text.secondary">
              {f.note}
            </Typography>
          ) : null}
        </Paper>
      ))}
    </FigureGrid>
  );
}

/** The cards' grid: as many columns as fit, at least 160 px wide. */
export function FigureGrid({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        display: 'grid',
        gap: 12,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 160px), 1fr))',
      }}
    >
      {children}
    </div>
  );
}
