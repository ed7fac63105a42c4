import { ComingSoon } from '@/components/ui/ComingSoon';

/** Placeholder for the Booking List screen (product spec section 2). */
export function UsersPage() {
  return (
    <ComingSoon
      title="Booking List"
      description="Bookings with filters, pagination, access codes and the Add Participant dialog will appear here. This page is coming soon."
    />
  );
}
