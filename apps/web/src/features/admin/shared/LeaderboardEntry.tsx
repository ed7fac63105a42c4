import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@seaside/contract';
import type { QueryKey } from '@tanstack/react-query';
import { DialogButtons } from './DialogButtons';
import { useHideLeaderboardEntry } from './hooks/useHideLeaderboardEntry';
import { useMutateWithToast } from './hooks/useMutateWithToast';
import { RowActionButton } from './RowActionButton';

/** A team's leaderboard name as staff see it (the Booking List and the Today board): null for none. */
interface NameProps {
  name: string | null;
  hidden: boolean;
}

/** The entry a hide is asked for: a team with a name. */
export interface NamedEntry {
  bookingId: string;
  name: string;
}

/** "Leaderboard: <name>", and "(hidden)" once staff hid it; nothing when the team chose no name. */
export function LeaderboardName({ name, hidden }: NameProps) {
  if (!name) return null;
  return (
    <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
      Leaderboard: <strong>{name}</strong>
      {hidden ? ' (hidden)' : null}
    </Typography>
  );
}

/**
 * The "Hide from leaderboard" action of a team whose entry is on the board: an icon where width
 * is short (table rows, card headers), else a labelled button. Nothing for no name or a hidden one.
 */
export function HideFromLeaderboardButton({
  bookingId,
  name,
  hidden,
  onHide,
  compact = false,
}: NameProps & { bookingId: string; onHide: (entry: NamedEntry) => void; compact?: boolean }) {
  if (!name || hidden) return null;
  return (
    <RowActionButton
      label="Hide from leaderboard"
      accessibleName={`Hide ${name} from the leaderboard`}
      icon={<VisibilityOffOutlinedIcon fontSize={compact ? 'small' : undefined} />}
      onClick={() => onHide({ bookingId, name })}
      compact={compact}
      color="inherit"
    />
  );
}

/**
 * Asks before hiding an entry (for good; the team is not told), then hides it once however often
 * Hide is clicked, toasts, and refreshes `refresh`, the page's list of names.
 */
export function HideLeaderboardDialog({
  entry,
  refresh,
  onClose,
}: {
  entry: NamedEntry | null;
  refresh: QueryKey;
  onClose: () => void;
}) {
  const hide = useHideLeaderboardEntry(refresh);
  const mutateWithToast = useMutateWithToast();
  const confirm = () => {
    if (!entry) return;
    mutateWithToast(hide, entry.bookingId, {
      success: (data) => data.message,
      failure: MESSAGES.leaderboard.hideFailed,
      onSettled: onClose,
    });
  };
  return (
    <Dialog
      open={!!entry}
      onClose={hide.isPending ? undefined : onClose}
      aria-labelledby="hide-leaderboard-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="hide-leaderboard-title">Hide from leaderboard</DialogTitle>
      {entry ? (
        <DialogContent>
          <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
            Hide <strong>{entry.name}</strong> from the leaderboard? The team is not told, and the entry stays hidden.
          </DialogContentText>
        </DialogContent>
      ) : null}
      <DialogButtons
        label="Hide"
        cancelLabel="Keep"
        color="error"
        busy={hide.isPending}
        onCancel={onClose}
        onConfirm={confirm}
        sx={{ px: 3, pb: 2.5 }}
      />
    </Dialog>
  );
}
