/** The head cells of the admin tables: small capitals in the secondary text colour. */
export const headCellSx = {
  fontWeight: 700,
  fontSize: '0.75rem',
  letterSpacing: '0.08em',
  color: 'text.secondary',
  whiteSpace: 'nowrap',
} as const;
