import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FlagIcon from '@mui/icons-material/Flag';
import ToggleOffOutlinedIcon from '@mui/icons-material/ToggleOffOutlined';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { ANSWER_CHIPS_SHOWN, type Question } from '@seaside/contract';
import { answerChips } from '../lib/order';

export interface DragHandleProps {
  enabled: boolean;
  label: string;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
}

/** The grip that starts a drag (mouse, touch, or keyboard: Space to lift, arrows to move, Space to drop). */
export function DragHandle({ enabled, label, setActivatorNodeRef, attributes, listeners }: DragHandleProps) {
  return (
    <IconButton
      ref={setActivatorNodeRef}
      size="small"
      aria-label={enabled ? `Drag to reorder: ${label}` : 'Clear filters to enable reordering'}
      disabled={!enabled}
      {...(enabled ? attributes : {})}
      {...(enabled ? listeners : {})}
      sx={{
        cursor: enabled ? 'grab' : 'not-allowed',
        touchAction: 'none',
        color: 'text.secondary',
        '&:active': { cursor: 'grabbing' },
      }}
    >
      <DragIndicatorIcon fontSize="small" />
    </IconButton>
  );
}

/** The SEQUENCE chip; the start question is highlighted. */
export function SequenceChip({ question }: { question: Question }) {
  const chip = (
    <Chip
      size="small"
      label={question.sequence}
      color={question.isStart ? 'secondary' : 'default'}
      variant={question.isStart ? 'filled' : 'outlined'}
      icon={question.isStart ? <FlagIcon sx={{ fontSize: 16 }} /> : undefined}
      aria-label={question.isStart ? `Sequence ${question.sequence}, first clue` : `Sequence ${question.sequence}`}
      sx={{ fontWeight: 700, minWidth: 40 }}
    />
  );
  return question.isStart ? <Tooltip title="First clue of the hunt">{chip}</Tooltip> : chip;
}

/** The first three answers as chips, then "+N more" (with the rest in a tooltip). */
export function AnswerChips({ answers }: { answers: readonly string[] }) {
  const { visible, more } = answerChips(answers, ANSWER_CHIPS_SHOWN);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      {visible.map((answer, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: answers may repeat; position is the identity
        <Chip key={i} size="small" label={answer} variant="outlined" color="primary" sx={{ maxWidth: 180 }} />
      ))}
      {more > 0 ? (
        <Tooltip title={answers.slice(ANSWER_CHIPS_SHOWN).join(', ')}>
          <Chip size="small" label={`+${more} more`} sx={{ bgcolor: 'sand.main', fontWeight: 600 }} />
        </Tooltip>
      ) : null}
    </Stack>
  );
}

export interface RowActionsProps {
  question: Question;
  busy: boolean;
  onEdit: (q: Question) => void;
  onToggle: (q: Question) => void;
  onDelete: (q: Question) => void;
}

export function RowActions({ question, busy, onEdit, onToggle, onDelete }: RowActionsProps) {
  const toggleLabel = question.isActive ? 'Deactivate' : 'Activate';
  return (
    <Box sx={{ display: 'flex', gap: 0.25, justifyContent: 'flex-end', flexWrap: 'nowrap' }}>
      <Tooltip title="Edit">
        <IconButton aria-label="Edit question" onClick={() => onEdit(question)} size="small">
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={toggleLabel}>
        <span>
          <IconButton
            aria-label={`${toggleLabel} question`}
            onClick={() => onToggle(question)}
            disabled={busy}
            size="small"
            color={question.isActive ? 'success' : 'default'}
          >
            {question.isActive ? <ToggleOnIcon /> : <ToggleOffOutlinedIcon />}
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Delete">
        <IconButton aria-label="Delete question" onClick={() => onDelete(question)} size="small" color="error">
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
