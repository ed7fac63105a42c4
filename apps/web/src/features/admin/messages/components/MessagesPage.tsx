import { ComingSoon } from '@/components/ui/ComingSoon';

/** Placeholder for the Messages Configuration screen (product spec section 2). */
export function MessagesPage() {
  return (
    <ComingSoon
      title="Messages Configuration"
      description="Edit the hunt's messages and vouchers here. This page is coming soon."
    />
  );
}
