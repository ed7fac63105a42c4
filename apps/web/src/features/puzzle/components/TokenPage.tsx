import Box from '@mui/material/Box';
import { ComingSoon } from '@/components/ui/ComingSoon';
import { PuzzleShell } from './PuzzleShell';
import { STATUS_ILLUSTRATIONS } from './status-illustrations';

/** /puzzle/access/:token placeholder: token validation and the chat game (product spec section 2) replace it. */
export function TokenPage() {
  return (
    <PuzzleShell>
      <ComingSoon
        title="Your adventure awaits"
        description="The hunt's chat will open here when your link is valid on the day of your booking."
        illustration={
          <Box
            component="img"
            src={STATUS_ILLUSTRATIONS.before.src}
            width={320}
            height={240}
            alt={STATUS_ILLUSTRATIONS.before.alt}
            sx={{ width: '100%', maxWidth: 320, height: 'auto', borderRadius: 4 }}
          />
        }
      />
    </PuzzleShell>
  );
}
