import { ComingSoon } from '@/components/ui/ComingSoon';
import { PuzzleShell } from './PuzzleShell';

/** /puzzle/access placeholder: the 4-box access code form (product spec section 2) replaces it. */
export function AccessCodePage() {
  return (
    <PuzzleShell>
      <ComingSoon
        title="Enter your access code"
        description="Soon you will type the 4-character code from your mission briefing here to start your adventure."
      />
    </PuzzleShell>
  );
}
