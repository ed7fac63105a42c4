import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Title row of a treasure-hunt admin screen (clues, messages): overline, heading, one line of context, main action. */
export function HuntPageHeader({
  title,
  subtitle,
  action,
  mb,
}: {
  title: string;
  subtitle: string;
  action: ReactNode;
  /** Space below the row (theme spacing units). */
  mb: number;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { xs: 'stretch', sm: 'flex-end' }, justifyContent: 'space-between', mb }}
    >
      <Box>
        <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
          Treasure hunt
        </Typography>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {subtitle}
        </Typography>
      </Box>
      {action}
    </Stack>
  );
}
