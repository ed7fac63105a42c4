import { ComingSoon } from '@/components/ui/ComingSoon';

/** Placeholder for the Booking Date Management screen (product spec section 2). */
export function DatesPage() {
  return (
    <ComingSoon
      title="Booking Date Management"
      description="Lock and unlock booking dates here. This page is coming soon."
    />
  );
}
