import Box from '@mui/material/Box';
import InputBase, { type InputBaseProps } from '@mui/material/InputBase';
import { forwardRef } from 'react';
import { helperSx, labelSx, outlinedSx } from './field-styles';

export interface FormFieldProps extends Omit<InputBaseProps, 'error'> {
  id: string;
  label: string;
  error?: string;
  helperText?: string;
}

/**
 * A labelled text field: label above, outlined input, helper or error text below (announced to
 * screen readers through aria-describedby / aria-invalid). Built on InputBase to keep the
 * booking page's first load small.
 */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { id, label, error, helperText, required, ...input },
  ref,
) {
  const helperId = `${id}-helper`;
  const message = error ?? helperText;
  const invalid = Boolean(error);
  return (
    <Box>
      <Box component="label" htmlFor={id} sx={labelSx(invalid)}>
        {label}
        {required ? (
          <Box component="span" aria-hidden sx={{ color: 'secondary.main' }}>
            {' *'}
          </Box>
        ) : null}
      </Box>
      <InputBase
        {...input}
        id={id}
        inputRef={ref}
        required={required}
        error={invalid}
        sx={outlinedSx(invalid)}
        inputProps={{
          ...input.inputProps,
          'aria-invalid': invalid,
          'aria-describedby': message ? helperId : undefined,
        }}
      />
      {message ? (
        <Box component="p" id={helperId} sx={helperSx(invalid)}>
          {message}
        </Box>
      ) : null}
    </Box>
  );
});
