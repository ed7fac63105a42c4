/**
 * The head cells of the admin tables: small capitals in the secondary text colour. The labels
 * are written in words and shown in capitals, so screen readers read words, not letters.
 */
export const headCellSx = {
  fontWeight: 700,
  fontSize: '0.75rem',
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  lineHeight: 1.3,
  color: 'text.secondary',
  whiteSpace: 'nowrap',
} as const;
