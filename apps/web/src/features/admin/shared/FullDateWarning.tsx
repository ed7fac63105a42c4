import Alert from '@mui/material/Alert';
import { MESSAGES } from '@seaside/contract';
import { useQuery } from '@tanstack/react-query';
import { capacityKeys, fetchDateCapacity } from './api/date-capacity';

/**
 * Staff may book a group onto a date beyond its capacity (booking-lifecycle.md section 2); before
 * they confirm, this warns when `players` more do not fit on `date`. Nothing while the date is
 * unknown, still loading, or when the places cannot be read (the booking itself is not blocked), nor
 * for a group the form refuses (`players` 0).
 */
export function FullDateWarning({ date, players }: { date: string | null; players: number }) {
  const { data } = useQuery({
    queryKey: capacityKeys.date(date ?? ''),
    queryFn: ({ signal }) => fetchDateCapacity(date ?? '', signal),
    enabled: Boolean(date),
    staleTime: 0,
  });
  if (!date || players < 1 || !data || data.date !== date || data.taken + players <= data.capacity) return null;
  return (
    <Alert severity="warning" role="alert" sx={{ mt: 1 }}>
      {MESSAGES.dates.groupDoesNotFit(players, data.taken, data.capacity)}
    </Alert>
  );
}
