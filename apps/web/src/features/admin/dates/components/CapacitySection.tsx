import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import {
  DATE_CAPACITY_MIN,
  DATE_FORMAT_PICKER,
  DATE_FORMAT_TABLE,
  DATE_FORMAT_WIRE,
  DEFAULT_CAPACITY_MIN,
  MESSAGES,
} from '@seaside/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useRuntimeConfig } from '@/config/runtime';
import { venueToday } from '@/lib/venue-today';
import { useMutateWithToast } from '../../shared/hooks/useMutateWithToast';
import { ListLoadFailed } from '../../shared/LoadStates';
import { headCellSx } from '../../shared/table';
import { useCapacity, useRemoveDateCapacity, useSetDateCapacity, useSetDefaultCapacity } from '../hooks/useCapacity';
import { CapacityDialog, type CapacityEdit } from './CapacityDialog';
import { ConfirmDeletionDialog } from './ConfirmDeletionDialog';
import { DateCell, DeleteRowButton, EmptyTableRow } from './DateTableParts';

const d = MESSAGES.dates;
const tableDate = (date: string) => dayjs(date).format(DATE_FORMAT_TABLE);

/** What the dialog edits: the default (date null) or one date's own capacity. */
type Editing = { date: string | null; edit: CapacityEdit };

/**
 * Capacity per date (booking-lifecycle.md section 2): the default with an edit action, a form to
 * give a date its own capacity, and the dates that have one with the places taken, in the style of
 * the locked dates.
 */
export function CapacitySection() {
  const mutateWithToast = useMutateWithToast();
  const capacity = useCapacity();
  const setDefault = useSetDefaultCapacity();
  const setForDate = useSetDateCapacity();
  const remove = useRemoveDateCapacity();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [toRemove, setToRemove] = useState<string | null>(null);
  const [picked, setPicked] = useState<Dayjs | null>(null);
  // Past means before today at the venue, whatever the device's zone, as the server decides.
  const { venueTimeZone } = useRuntimeConfig();
  const today = dayjs(venueToday(venueTimeZone));

  useEffect(() => {
    if (capacity.error) console.error('Could not load the capacities', capacity.error);
  }, [capacity.error]);

  const defaultCapacity = capacity.data?.defaultCapacity;
  const overrides = capacity.data?.overrides ?? [];
  const pickedValid = Boolean(picked?.isValid()) && !picked?.isBefore(today, 'day');

  const editDefault = () => {
    if (defaultCapacity === undefined) return;
    setEditing({
      date: null,
      edit: {
        title: 'Default capacity',
        text: 'Players per date, for every date without its own capacity.',
        initial: defaultCapacity,
        min: DEFAULT_CAPACITY_MIN,
        rangeMessage: d.defaultCapacityRange,
      },
    });
  };

  const editDate = (date: string) => {
    const own = overrides.find((o) => o.date === date);
    const taken = own ? `${own.taken} ${own.taken === 1 ? 'place is' : 'places are'} taken. ` : '';
    setEditing({
      date,
      edit: {
        title: `Capacity of ${tableDate(date)}`,
        text: `${taken}0 closes the date to new bookings; bookings already made are kept.`,
        initial: own?.capacity ?? defaultCapacity ?? 0,
        min: DATE_CAPACITY_MIN,
        rangeMessage: d.dateCapacityRange,
      },
    });
  };

  const save = (value: number) => {
    if (!editing) return;
    const done = { success: d.capacityUpdated, failure: null, onSuccess: () => setEditing(null) };
    if (editing.date === null) mutateWithToast(setDefault, value, done);
    else {
      mutateWithToast(
        setForDate,
        { date: editing.date, capacity: value },
        {
          ...done,
          onSuccess: () => {
            setEditing(null);
            setPicked(null);
          },
        },
      );
    }
  };

  const confirmRemove = () => {
    if (!toRemove) return;
    mutateWithToast(remove, toRemove, {
      success: d.capacityRemoved,
      failure: null,
      onSettled: () => setToRemove(null),
    });
  };

  return (
    <>
      <Paper variant="outlined" sx={{ borderRadius: '20px', p: { xs: 2, sm: 3 }, mb: 3, mt: 4 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
          Capacity
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          How many players a date can take. Online checkout stops when a date is full; a locked date stays closed
          whatever its capacity.
        </Typography>
        {capacity.isError ? (
          <ListLoadFailed message="The capacities could not be loaded." onRetry={() => void capacity.refetch()} />
        ) : (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{
              alignItems: { sm: 'center' },
              justifyContent: 'space-between',
              p: 2,
              mb: 2.5,
              borderRadius: '14px',
              bgcolor: 'action.hover',
            }}
          >
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <GroupsOutlinedIcon color="secondary" aria-hidden="true" />
              <Box>
                <Typography variant="body2" color="text.secondary">
                  Default capacity
                </Typography>
                <Typography sx={{ fontWeight: 700 }} data-testid="default-capacity">
                  {defaultCapacity === undefined ? <Skeleton width={140} /> : `${defaultCapacity} players per date`}
                </Typography>
              </Box>
            </Stack>
            <Button
              variant="outlined"
              color="secondary"
              startIcon={<EditOutlinedIcon />}
              onClick={editDefault}
              disabled={defaultCapacity === undefined}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
            >
              Edit default
            </Button>
          </Stack>
        )}
        <Stack
          component="form"
          noValidate
          aria-label="Set a date's capacity"
          onSubmit={(e) => {
            e.preventDefault();
            if (picked && pickedValid) editDate(picked.format(DATE_FORMAT_WIRE));
          }}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <DatePicker
            label="Date"
            format={DATE_FORMAT_PICKER}
            value={picked}
            onChange={setPicked}
            minDate={today}
            slotProps={{ textField: { sx: { width: { xs: '100%', sm: 240 } } }, field: { clearable: true } }}
          />
          <Button
            type="submit"
            variant="contained"
            color="secondary"
            size="large"
            disabled={!pickedValid || defaultCapacity === undefined}
            startIcon={<GroupsOutlinedIcon />}
            sx={{ height: 56, minWidth: 120 }}
          >
            SET CAPACITY
          </Button>
        </Stack>
      </Paper>

      {/* When the capacities did not load, the alert above says so: no table that reads as none set. */}
      {capacity.isError ? null : (
        <Paper variant="outlined" sx={{ borderRadius: '20px', overflow: 'hidden' }}>
          <TableContainer>
            {/* Narrower cell padding on phones keeps the actions in view. */}
            <Table aria-label="Dates with their own capacity" sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
              <TableHead>
                <TableRow>
                  <TableCell sx={headCellSx}>DATE</TableCell>
                  <TableCell sx={headCellSx} align="right">
                    PLACES TAKEN
                  </TableCell>
                  <TableCell sx={{ ...headCellSx, width: { xs: 88, sm: 112 } }} align="right">
                    ACTION
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {capacity.isPending ? (
                  <TableRow>
                    <TableCell colSpan={3}>
                      <Skeleton variant="rounded" height={28} />
                    </TableCell>
                  </TableRow>
                ) : overrides.length === 0 ? (
                  <EmptyTableRow
                    colSpan={3}
                    icon={<GroupsOutlinedIcon sx={{ fontSize: 40, opacity: 0.6 }} aria-hidden="true" />}
                    text={d.capacityEmpty}
                  />
                ) : (
                  overrides.map((o) => (
                    <TableRow key={o.date} hover data-testid="capacity-row">
                      <DateCell date={o.date} />
                      <TableCell align="right">
                        <Stack
                          direction={{ xs: 'column', sm: 'row' }}
                          spacing={{ xs: 0.5, sm: 1 }}
                          sx={{ alignItems: { xs: 'flex-end', sm: 'center' }, justifyContent: 'flex-end' }}
                        >
                          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                            <strong>{o.taken}</strong> of {o.capacity}
                          </Box>
                          {o.taken >= o.capacity ? (
                            <Chip size="small" color="warning" label="Full" sx={{ fontWeight: 600 }} />
                          ) : null}
                        </Stack>
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <Tooltip title="Change this date's capacity">
                          <IconButton
                            aria-label={`Edit capacity of ${tableDate(o.date)}`}
                            onClick={() => editDate(o.date)}
                          >
                            <EditOutlinedIcon />
                          </IconButton>
                        </Tooltip>
                        <DeleteRowButton
                          title="Use the default capacity again"
                          label={`Delete capacity of ${tableDate(o.date)}`}
                          onClick={() => setToRemove(o.date)}
                        />
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      )}

      <CapacityDialog
        edit={editing?.edit ?? null}
        pending={setDefault.isPending || setForDate.isPending}
        onSave={save}
        onCancel={() => setEditing(null)}
      />
      <ConfirmDeletionDialog
        open={Boolean(toRemove)}
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setToRemove(null)}
      />
    </>
  );
}
