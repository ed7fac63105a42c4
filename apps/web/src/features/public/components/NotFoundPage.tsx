import { PAGES } from '@seaside/contract';
import { ComingSoon } from '@/components/ui/ComingSoon';

/** Unknown public path. */
export function NotFoundPage() {
  return (
    <ComingSoon
      overline="Error 404"
      title="Page not found"
      description="That page has drifted out to sea. Let's get you back to dry land."
      action={{ label: 'Back to home', to: PAGES.home }}
    />
  );
}
