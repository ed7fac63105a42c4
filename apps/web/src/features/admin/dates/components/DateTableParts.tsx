import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DATE_FORMAT_TABLE } from '@seaside/contract';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';

/** The parts the date screen's two tables (locked dates, capacities) share, so they look alike. */

/** "24 Dec 2026" with its weekday (below it on phones). */
export function DateCell({ date }: { date: string }) {
  return (
    <TableCell sx={{ fontWeight: 600 }}>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {dayjs(date).format(DATE_FORMAT_TABLE)}
      </Box>
      <Typography
        component="span"
        variant="body2"
        color="text.secondary"
        sx={{ display: { xs: 'block', sm: 'inline' }, ml: { sm: 1 } }}
      >
        {dayjs(date).format('dddd')}
      </Typography>
    </TableCell>
  );
}

/** The one row of an empty table: an icon and the text. */
export function EmptyTableRow({ colSpan, icon, text }: { colSpan: number; icon: ReactNode; text: string }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} sx={{ border: 0 }}>
        <Stack spacing={1} sx={{ alignItems: 'center', py: 6, color: 'text.secondary' }}>
          {icon}
          <Typography sx={{ fontWeight: 600 }}>{text}</Typography>
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/** A row's delete action, with its tooltip. */
export function DeleteRowButton({ title, label, onClick }: { title: string; label: string; onClick: () => void }) {
  return (
    <Tooltip title={title}>
      <IconButton color="error" aria-label={label} onClick={onClick}>
        <DeleteOutlinedIcon />
      </IconButton>
    </Tooltip>
  );
}
