/** First focusable element of every layout: jumps keyboard users past the navigation. */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  return (
    <a className="ss-skip" href={`#${target}`}>
      Skip to main content
    </a>
  );
}
