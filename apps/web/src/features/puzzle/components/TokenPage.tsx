import { PAGES } from '@seaside/contract';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useToast } from '@/components/feedback';
import { useTokenStatus } from '../hooks/useTokenStatus';
import { ChatView } from './chat/ChatView';
import { PuzzleShell } from './PuzzleShell';
import { StatusCard } from './StatusCard';
import { TeamBadge } from './TeamBadge';
import styles from './TokenPage.module.css';

/**
 * /puzzle/access/:token (product spec sections 2, 4, 8): a spinner while the token is checked;
 * the chat while it is active (with the team leader in the header); otherwise a card with the
 * server's message and the status illustration. A 403 shows the message and goes home.
 */
export function TokenPage() {
  const { token = '' } = useParams();
  const { state, retry } = useTokenStatus(token);
  const toast = useToast();
  const navigate = useNavigate();

  const forbidden = (message: string) => {
    toast.error(message);
    navigate(PAGES.home, { replace: true });
  };

  const forbiddenMessage = state.phase === 'forbidden' ? state.message : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per 403 message
  useEffect(() => {
    if (forbiddenMessage) forbidden(forbiddenMessage);
  }, [forbiddenMessage]);

  if (state.phase === 'ready' && state.result.status === 'active') {
    const team = state.result.data.team;
    return (
      <PuzzleShell layout="fill" headerExtra={team ? <TeamBadge name={team.name} size={team.size} /> : null}>
        <ChatView token={token} onForbidden={forbidden} />
      </PuzzleShell>
    );
  }

  return (
    <PuzzleShell>
      {state.phase === 'ready' && state.result.status !== 'active' ? (
        <StatusCard status={state.result.status} message={state.result.message} />
      ) : state.phase === 'error' ? (
        <StatusCard status="error" message={state.message} onRetry={retry} />
      ) : (
        <div className={styles.loading} role="status" aria-live="polite">
          <span className={styles.spinner} aria-hidden="true" />
          <span className={styles.loadingText}>Checking your mission link…</span>
        </div>
      )}
    </PuzzleShell>
  );
}
