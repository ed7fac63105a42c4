import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { alpha, useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { CLUE_COLUMN_MAX_WIDTH_PX, type Question } from '@seaside/contract';
import type { CSSProperties, ReactNode } from 'react';
import { StatusChip } from '../../shared/StatusChip';
import { headCellSx } from '../../shared/table';
import { AnswerChips, DragHandle, RowActions, SequenceChip } from './QuestionParts';

export interface QuestionsListProps {
  questions: Question[];
  reorderEnabled: boolean;
  busyIds: ReadonlySet<string>;
  onMove: (fromIndex: number, toIndex: number) => void;
  onEdit: (q: Question) => void;
  onToggle: (q: Question) => void;
  onDelete: (q: Question) => void;
  /** Shown instead of rows when there are none. */
  empty: ReactNode;
}

interface ItemProps extends Omit<QuestionsListProps, 'questions' | 'onMove' | 'empty'> {
  question: Question;
  index: number;
}

/** The sortable state of a question, with its drag handle and actions (the same in the row and the card). */
function useSortableItem({ question, reorderEnabled, busyIds, onEdit, onToggle, onDelete }: ItemProps) {
  const sortable = useSortable({ id: question._id, disabled: !reorderEnabled });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    position: 'relative',
    zIndex: sortable.isDragging ? 2 : undefined,
  };
  const handle = (
    <DragHandle
      enabled={reorderEnabled}
      label={question.clue.slice(0, 40)}
      setActivatorNodeRef={sortable.setActivatorNodeRef}
      attributes={sortable.attributes}
      listeners={sortable.listeners}
    />
  );
  const actions = (
    <RowActions
      question={question}
      busy={busyIds.has(question._id)}
      onEdit={onEdit}
      onToggle={onToggle}
      onDelete={onDelete}
    />
  );
  return { ...sortable, style, handle, actions };
}

const clampedText = {
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;

function SortableRow(props: ItemProps) {
  const { question, index } = props;
  const theme = useTheme();
  const s = useSortableItem(props);
  return (
    <TableRow
      ref={s.setNodeRef}
      style={s.style}
      hover
      sx={{
        bgcolor: s.isDragging ? alpha(theme.palette.secondary.main, 0.08) : 'background.paper',
        boxShadow: s.isDragging ? 6 : undefined,
        // An inactive clue is dimmed, its actions are not.
        '& .question-content': { opacity: question.isActive ? 1 : 0.6 },
      }}
    >
      <TableCell padding="checkbox" sx={{ pl: 1 }}>
        {s.handle}
      </TableCell>
      <TableCell sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>{index + 1}</TableCell>
      <TableCell>
        <SequenceChip question={question} />
      </TableCell>
      <TableCell sx={{ maxWidth: CLUE_COLUMN_MAX_WIDTH_PX, width: CLUE_COLUMN_MAX_WIDTH_PX }}>
        <Typography variant="body2" title={question.clue} className="question-content" sx={clampedText}>
          {question.clue}
        </Typography>
      </TableCell>
      <TableCell>
        <StatusChip active={question.isActive} />
      </TableCell>
      <TableCell sx={{ minWidth: 180 }} className="question-content">
        <AnswerChips answers={question.answer} />
      </TableCell>
      <TableCell align="right">{s.actions}</TableCell>
    </TableRow>
  );
}

function SortableCard(props: ItemProps) {
  const { question, index } = props;
  const s = useSortableItem(props);
  return (
    <Paper
      ref={s.setNodeRef}
      style={s.style}
      component="li"
      variant="outlined"
      sx={{
        listStyle: 'none',
        p: 1.5,
        borderRadius: 3,
        boxShadow: s.isDragging ? 8 : undefined,
        bgcolor: question.isActive ? 'background.paper' : 'action.hover',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {s.handle}
        <Typography variant="body2" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
          #{index + 1}
        </Typography>
        <SequenceChip question={question} />
        <StatusChip active={question.isActive} />
        <Box sx={{ flexGrow: 1 }} />
        {s.actions}
      </Stack>
      <Typography variant="body2" title={question.clue} sx={{ ...clampedText, mt: 1, mb: 1.25 }}>
        {question.clue}
      </Typography>
      <AnswerChips answers={question.answer} />
    </Paper>
  );
}

const HEAD = ['', '#', 'SEQUENCE', 'CLUE', 'STATUS', 'ANSWER', 'ACTIONS'];

/**
 * The questions as a sortable table (cards on phones). Reordering works by mouse, touch and
 * keyboard, only when `reorderEnabled` (no filter set).
 */
export function QuestionsList(props: QuestionsListProps) {
  const { questions, onMove, empty } = props;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = questions.map((q) => q._id);

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  const dnd = {
    sensors,
    collisionDetection: closestCenter,
    onDragEnd: handleDragEnd,
    accessibility: {
      screenReaderInstructions: {
        draggable:
          'To pick up a question, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.',
      },
    },
  };

  if (phone) {
    return (
      <DndContext {...dnd}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          {questions.length === 0 ? (
            empty
          ) : (
            <Stack component="ol" aria-label="Questions" spacing={1.25} sx={{ p: 0, m: 0 }}>
              {questions.map((q, index) => (
                <SortableCard key={q._id} question={q} index={index} {...props} />
              ))}
            </Stack>
          )}
        </SortableContext>
      </DndContext>
    );
  }

  return (
    <DndContext {...dnd}>
      <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
        <Table size="medium" aria-label="Questions">
          <TableHead>
            <TableRow>
              {HEAD.map((label, i) => (
                <TableCell
                  key={label || 'drag'}
                  align={i === HEAD.length - 1 ? 'right' : 'left'}
                  padding={i === 0 ? 'checkbox' : 'normal'}
                  sx={{ ...headCellSx, bgcolor: 'sand.light' }}
                >
                  {/* The project's visually hidden style: 1 px and clipped (sx's `width: 1` is 100%). */}
                  {label || <span className="ss-visually-hidden">Drag handle</span>}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <TableBody>
              {questions.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={HEAD.length} sx={{ border: 0 }}>
                    {empty}
                  </TableCell>
                </TableRow>
              ) : (
                questions.map((q, index) => <SortableRow key={q._id} question={q} index={index} {...props} />)
              )}
            </TableBody>
          </SortableContext>
        </Table>
      </TableContainer>
    </DndContext>
  );
}
