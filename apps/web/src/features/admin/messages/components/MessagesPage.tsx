import CachedIcon from '@mui/icons-material/Cached';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { MESSAGES } from '@seaside/contract';
import type { ReactNode } from 'react';
import { ListLoadFailed, ListLoading } from '../../shared/LoadStates';
import { PageHeader } from '../../shared/PageHeader';
import { useMessagesPage } from '../hooks/useMessagesPage';
import { EditMessageDialog } from './EditMessageDialog';
import { MessagesList } from './MessagesList';

const c = MESSAGES.configs;

/** Messages Configuration (/admin/message-config, product spec sections 2, 4, 5 and 8). */
export function MessagesPage() {
  const page = useMessagesPage();

  let content: ReactNode;
  if (page.loading) content = <ListLoading label="Loading messages" />;
  else if (page.loadFailed) content = <ListLoadFailed message={c.fetchFailed} onRetry={page.retry} />;
  else {
    content = (
      <MessagesList
        rows={page.rows}
        pendingKeys={page.pendingKeys}
        onToggle={page.toggleStatus}
        onEdit={page.setEditing}
      />
    );
  }

  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
      <PageHeader
        title="Messages Configuration"
        subtitle="Everything the hunt's chat says, and the vouchers it hands out."
        action={
          <Button
            variant="outlined"
            startIcon={page.refreshing ? <CircularProgress size={16} /> : <CachedIcon />}
            onClick={page.refreshCache}
            disabled={page.refreshing}
          >
            Refresh Cache
          </Button>
        }
      />

      <Alert severity="info" sx={{ mb: 2.5 }}>
        These messages are sent by the treasure-hunt chat. Saved changes reach running games with their next message; an
        inactive message is not sent. In texts, {'{teamName}'}, {'{teamSize}'}, {'{shopName}'} and {'{pubName}'} are
        replaced with the team's details; the end-of-hunt messages have a few more (see their descriptions). Refresh
        Cache checks that the messages load.
      </Alert>

      {content}

      <EditMessageDialog
        config={page.editing}
        saving={page.saving}
        onClose={() => page.setEditing(null)}
        onSave={page.save}
        onEmpty={page.refuseEmpty}
      />
    </Box>
  );
}
