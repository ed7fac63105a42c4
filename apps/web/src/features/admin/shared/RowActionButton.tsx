import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';

interface RowActionButtonProps {
  /** The button's text, and the icon's tooltip. */
  label: string;
  /** What a screen reader announces: the action and whose row it is. */
  accessibleName: string;
  icon: ReactElement;
  onClick: () => void;
  /** An icon with a tooltip, where width is short (table rows, card headers). */
  compact?: boolean;
  color?: 'primary' | 'inherit';
}

/** A team's action on a staff screen: a labelled outlined button, or its icon where width is short. */
export function RowActionButton({
  label,
  accessibleName,
  icon,
  onClick,
  compact = false,
  color = 'primary',
}: RowActionButtonProps) {
  if (compact) {
    return (
      <Tooltip title={label}>
        <IconButton size="small" color={color} aria-label={accessibleName} onClick={onClick}>
          {icon}
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button
      size="small"
      variant="outlined"
      color={color}
      startIcon={icon}
      aria-label={accessibleName}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}
