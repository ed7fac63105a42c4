import { PAGES } from '@seaside/contract';
import { ComingSoon } from '@/components/ui/ComingSoon';

/** /book-now placeholder: the booking form (product spec section 2) replaces it. */
export function BookNowPage() {
  return (
    <ComingSoon
      title="Book Now"
      description="Online booking opens very soon. In the meantime, see how the hunt works or drop us a line to reserve your date."
      action={{ label: 'How it works', to: PAGES.howItWorks }}
    />
  );
}
