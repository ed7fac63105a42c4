import { ComingSoon } from '@/components/ui/ComingSoon';

/** Placeholder for the Clues Management screen (product spec section 2). */
export function QuestionsPage() {
  return (
    <ComingSoon
      title="Clues Management"
      description="Create, edit, activate and reorder the hunt's clues here. This page is coming soon."
    />
  );
}
