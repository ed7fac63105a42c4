import { PAGES } from '@seaside/contract';
import { ComingSoon } from '@/components/ui/ComingSoon';

/** /success placeholder: the payment result screen (product spec section 2) replaces it. */
export function PaymentResultPage() {
  return (
    <ComingSoon
      title="Payment"
      description="Your payment result will appear here. This page is coming soon."
      action={{ label: 'Back Home', to: PAGES.home }}
    />
  );
}
