import InputBase, { type InputBaseProps } from '@mui/material/InputBase';
import { forwardRef } from 'react';
import { FieldFrame } from './FieldFrame';
import styles from './FormField.module.css';

export interface FormFieldProps extends Omit<InputBaseProps, 'error'> {
  id: string;
  label: string;
  error?: string;
  helperText?: string;
}

/**
 * A labelled text field: label above, outlined input, helper or error text below (announced to
 * screen readers through aria-describedby / aria-invalid). Built on InputBase, its outline in
 * plain CSS, to keep the booking page's first render light.
 */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { id, label, error, helperText, required, ...input },
  ref,
) {
  const message = error ?? helperText;
  const invalid = Boolean(error);
  return (
    <FieldFrame id={id} label={label} required={required} invalid={invalid} message={message}>
      <InputBase
        {...input}
        id={id}
        inputRef={ref}
        required={required}
        error={invalid}
        // Its global styles only serve the autofill detection of MUI's floating labels.
        disableInjectingGlobalStyles
        className={invalid ? `${styles.box} ${styles.invalid}` : styles.box}
        inputProps={{
          ...input.inputProps,
          'aria-invalid': invalid,
          'aria-describedby': message ? `${id}-helper` : undefined,
        }}
      />
    </FieldFrame>
  );
});
