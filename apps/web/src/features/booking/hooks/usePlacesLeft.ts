import { useCallback, useEffect, useState } from 'react';

/**
 * The places `date` has left (booking-lifecycle.md section 2), undefined until known or when no
 * date is chosen; `refresh` asks again (after a checkout was refused for lack of places). A
 * failure only leaves it unknown: the server still refuses a group that does not fit.
 */
export function usePlacesLeft(date: string | null | undefined): { placesLeft?: number; refresh: () => void } {
  const [known, setKnown] = useState<{ date: string; placesLeft?: number }>();
  const [asked, setAsked] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `asked` changes only to ask again (refresh).
  useEffect(() => {
    if (!date) return;
    const controller = new AbortController();
    import('../api/booking-api')
      .then(({ getPlacesLeft }) => getPlacesLeft(date, controller.signal))
      .then(
        (placesLeft) => setKnown({ date, placesLeft }),
        (error: unknown) => {
          if (!controller.signal.aborted) console.error('Could not load the places left', error);
        },
      );
    return () => controller.abort();
  }, [date, asked]);
  const refresh = useCallback(() => setAsked((n) => n + 1), []);
  return { placesLeft: known && known.date === date ? known.placesLeft : undefined, refresh };
}
