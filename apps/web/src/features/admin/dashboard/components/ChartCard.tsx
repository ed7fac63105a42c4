import BarChartIcon from '@mui/icons-material/BarChart';
import TableRowsOutlinedIcon from '@mui/icons-material/TableRowsOutlined';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';

export interface ChartTable {
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
}

/**
 * A chart with its text alternative: a one-line description read with the chart, and the same
 * figures as a table one click away (the chart is an image to a screen reader).
 */
export function ChartCard({
  title,
  description,
  chart,
  table,
}: {
  title: string;
  description: string;
  chart: ReactNode;
  table: ChartTable;
}) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const headingId = useId();
  const descriptionId = useId();
  return (
    <Paper variant="outlined" sx={{ borderRadius: '20px', p: { xs: 2, sm: 2.5 }, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, next: 'chart' | 'table' | null) => next && setView(next)}
          aria-label={`${title}: show as`}
        >
          <ToggleButton value="chart" aria-label="Chart">
            <BarChartIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="table" aria-label="Table">
            <TableRowsOutlinedIcon fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {description}
      </Typography>
      {view === 'chart' ? (
        <div role="img" aria-labelledby={headingId} aria-describedby={descriptionId}>
          {chart}
        </div>
      ) : (
        // A scrolling region keyboard users can reach; cells stay on one line so a phone shows
        // whole rows (dates and amounts do not wrap) and scrolls sideways only when it must.
        <TableContainer sx={{ maxHeight: 320 }} tabIndex={0} role="region" aria-labelledby={headingId}>
          <Table
            size="small"
            stickyHeader
            aria-labelledby={headingId}
            sx={{
              '& th, & td': {
                whiteSpace: 'nowrap',
                px: { xs: 0.75, sm: 2 },
                fontSize: { xs: '0.8125rem', sm: '0.875rem' },
              },
            }}
          >
            <TableHead>
              <TableRow>
                {table.columns.map((column, i) => (
                  <TableCell key={column} align={i === 0 ? 'left' : 'right'}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.map((row) => (
                <TableRow key={row.key}>
                  {row.cells.map((cell, i) => (
                    <TableCell
                      key={table.columns[i]}
                      align={i === 0 ? 'left' : 'right'}
                      component={i === 0 ? 'th' : 'td'}
                      scope={i === 0 ? 'row' : undefined}
                    >
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
