import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ChatMessage, MESSAGES } from '@seaside/contract';
import { ListLoadFailed, ListLoading } from '../../shared/LoadStates';
import { useTranscript } from '../hooks/useLiveBoard';

const o = MESSAGES.ops;

/** One message as the players see it: theirs on the right, the hunt's on the left, vouchers as images. */
function Bubble({ message }: { message: ChatMessage }) {
  const mine = message.role === 'user';
  return (
    <Box sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}>
      <Box
        sx={{
          maxWidth: '85%',
          px: 1.75,
          py: 1,
          borderRadius: '16px',
          borderBottomRightRadius: mine ? '4px' : '16px',
          borderBottomLeftRadius: mine ? '16px' : '4px',
          bgcolor: mine ? 'secondary.main' : 'grey.100',
          color: mine ? 'secondary.contrastText' : 'text.primary',
        }}
      >
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.content}
        </Typography>
        {message.messageType === 'voucher' && message.metadata?.imageUrl ? (
          <Box
            component="img"
            src={message.metadata.imageUrl}
            alt={message.content}
            sx={{ display: 'block', mt: 1, maxWidth: '100%', maxHeight: 160, borderRadius: '8px' }}
          />
        ) : null}
      </Box>
    </Box>
  );
}

/** The whole conversation of a team, read-only, kept current while open. */
export function TranscriptDialog({
  team,
  onClose,
}: {
  team: { bookingId: string; teamName: string } | null;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const transcript = useTranscript(team?.bookingId ?? null);
  const messages = transcript.data ?? [];
  return (
    <Dialog open={team !== null} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle sx={{ pr: 7 }}>
        {team?.teamName}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          The team&apos;s conversation, as its phones show it
        </Typography>
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ bgcolor: 'background.default' }}>
        {transcript.isPending ? (
          <ListLoading label="Loading the conversation" />
        ) : transcript.isError ? (
          <ListLoadFailed message={o.transcriptLoadFailed} onRetry={() => void transcript.refetch()} />
        ) : messages.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            {o.transcriptEmpty}
          </Typography>
        ) : (
          <Stack spacing={1} aria-label="Conversation" role="log">
            {messages.map((message, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a transcript only grows at its end; position is the identity
              <Bubble key={index} message={message} />
            ))}
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
}
