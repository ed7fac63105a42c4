import type { SxProps, Theme } from '@mui/material/styles';

/** Label above the field (shared by the text fields and the date picker, so they line up). */
export function labelSx(error: boolean): SxProps<Theme> {
  return {
    display: 'block',
    mb: 0.75,
    typography: 'body2',
    fontWeight: 700,
    color: error ? 'error.main' : 'text.primary',
  };
}

/** Helper or error text under a field. */
export function helperSx(error: boolean): SxProps<Theme> {
  return {
    m: 0,
    mt: 0.75,
    mx: 0.25,
    typography: 'caption',
    lineHeight: 1.5,
    color: error ? 'error.main' : 'text.secondary',
  };
}

/** An outlined input box (same look as MUI's outlined field, without its floating label). */
export function outlinedSx(error: boolean): SxProps<Theme> {
  return {
    width: '100%',
    bgcolor: 'background.paper',
    border: '1px solid',
    borderColor: error ? 'error.main' : 'rgba(22, 33, 62, 0.28)',
    borderRadius: 1,
    px: 1.75,
    fontSize: '1rem',
    transition: 'border-color 120ms, box-shadow 120ms',
    '&:hover': { borderColor: error ? 'error.main' : 'text.primary' },
    '&.Mui-focused': {
      borderColor: error ? 'error.main' : 'primary.main',
      boxShadow: (theme: Theme) => `0 0 0 1px ${error ? theme.palette.error.main : theme.palette.primary.main}`,
    },
    '& input': { py: 1.75, height: '1.4375em' },
  };
}
