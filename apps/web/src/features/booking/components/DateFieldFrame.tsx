import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { helperSx, labelSx } from './field-styles';

/**
 * The label above and the helper or error text below the "Date of adventure" field, shared by the
 * MUI X picker and the light field shown until the picker is needed, so the two look the same.
 * The field itself is labelled by `${id}-label` and described by `${id}-helper`.
 */
export function DateFieldFrame({
  id,
  label,
  invalid,
  message,
  children,
}: {
  id: string;
  label: string;
  invalid: boolean;
  message: string;
  children: ReactNode;
}) {
  return (
    <Box>
      <Box component="label" id={`${id}-label`} htmlFor={id} sx={labelSx(invalid)}>
        {label}
        <Box component="span" aria-hidden sx={{ color: 'secondary.main' }}>
          {' *'}
        </Box>
      </Box>
      {children}
      <Box component="p" id={`${id}-helper`} sx={helperSx(invalid)}>
        {message}
      </Box>
    </Box>
  );
}
