import AddIcon from '@mui/icons-material/Add';
import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@seaside/contract';
import { lazy, Suspense, useState } from 'react';
import { FilterSelect } from '../../shared/FilterSelect';
import { useWarnBeforeLeaving } from '../../shared/hooks/useWarnBeforeLeaving';
import { ListLoadFailed, ListLoading } from '../../shared/LoadStates';
import { PageHeader } from '../../shared/PageHeader';
import type { StatusFilter } from '../api/questions';
import { useQuestionsPage } from '../hooks/useQuestionsPage';
import { DeleteQuestionDialog } from './DeleteQuestionDialog';
import { QuestionFormDialog } from './QuestionFormDialog';
import { QuestionsList } from './QuestionsList';

const m = MESSAGES.questions;

// Its date pickers are a chunk of their own, fetched when the tab is opened.
const ClueInsights = lazy(() => import('./ClueInsights').then((module) => ({ default: module.ClueInsights })));

const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** Clues Management (/admin/questions, product spec sections 2, 4, 5 and 8). */
export function QuestionsPage() {
  const page = useQuestionsPage();
  const [tab, setTab] = useState<'clues' | 'insights'>('clues');
  const { filter, rows, reorderEnabled, unsaved, busyIds, dialog, toDelete } = page;
  useWarnBeforeLeaving(unsaved, MESSAGES.questions.leaveUnsavedOrder);

  const empty = (
    <Box sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}>
      <QuizOutlinedIcon sx={{ fontSize: 44, mb: 1, color: 'secondary.light' }} aria-hidden="true" />
      <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>{m.empty}</Typography>
      {filter === 'all' ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Add the first clue of the hunt to get started.
        </Typography>
      ) : null}
    </Box>
  );

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <PageHeader
        title="Clues Management"
        subtitle="The clues teams solve, in the order they receive them."
        action={
          <Button
            variant="contained"
            color="secondary"
            startIcon={<AddIcon />}
            onClick={() => page.setDialog({ mode: 'create' })}
          >
            Add Question
          </Button>
        }
      />

      <Tabs
        value={tab}
        onChange={(_, value) => setTab(value)}
        aria-label="Clues Management views"
        sx={{ mb: 2.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab label="Clues" value="clues" id="questions-tab-clues" aria-controls="questions-panel-clues" />
        <Tab
          label={MESSAGES.ops.insightsTitle}
          value="insights"
          id="questions-tab-insights"
          aria-controls="questions-panel-insights"
        />
      </Tabs>

      {tab === 'insights' ? (
        <Box role="tabpanel" id="questions-panel-insights" aria-labelledby="questions-tab-insights">
          <Suspense fallback={<ListLoading label="Loading the clue figures" />}>
            <ClueInsights />
          </Suspense>
        </Box>
      ) : (
        <Box role="tabpanel" id="questions-panel-clues" aria-labelledby="questions-tab-clues">
          <Stack
            direction="row"
            sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2 }}
            role="toolbar"
            aria-label="Question filters"
          >
            <FilterSelect
              id="status-filter"
              label="Status"
              value={filter}
              options={FILTERS}
              onChange={page.setFilter}
            />
            <Button
              variant="outlined"
              color="primary"
              startIcon={<FilterAltOffOutlinedIcon />}
              onClick={page.clearFilters}
            >
              Clear Filters
            </Button>
            <Tooltip title="Refresh">
              <span>
                <IconButton aria-label="Refresh questions" onClick={page.refetch} disabled={page.fetching}>
                  {page.fetching ? <CircularProgress size={20} /> : <RefreshIcon />}
                </IconButton>
              </span>
            </Tooltip>
            <Box sx={{ flexGrow: 1 }} />
            {reorderEnabled ? (
              <Chip icon={<SwapVertIcon />} label={m.dragToReorder} color="info" variant="outlined" />
            ) : (
              <Chip icon={<LockOutlinedIcon />} label={m.clearToReorder} color="warning" variant="outlined" />
            )}
          </Stack>

          {page.loading ? (
            <ListLoading label="Loading questions" />
          ) : page.loadFailed ? (
            <ListLoadFailed message={m.fetchFailed} onRetry={page.refetch} />
          ) : (
            <QuestionsList
              questions={rows}
              reorderEnabled={reorderEnabled}
              busyIds={busyIds}
              onMove={page.handleMove}
              onEdit={(question) => page.setDialog({ mode: 'edit', question })}
              onToggle={page.handleToggle}
              onDelete={page.setToDelete}
              empty={empty}
            />
          )}
          {unsaved ? (
            <Alert
              severity="warning"
              variant="standard"
              role="status"
              sx={{
                // Below the list and stuck to the foot of the screen while unsaved, so it stays in
                // view after a drag far down the list; in the flow, it never covers the last row.
                position: 'sticky',
                bottom: 12,
                zIndex: 3, // above a row being dragged (2)
                mt: 2,
                boxShadow: 3,
                '& .MuiAlert-action': { alignItems: 'center', pt: 0 },
                flexWrap: { xs: 'wrap', sm: 'nowrap' },
              }}
              action={
                <Stack direction="row" spacing={1}>
                  <Button color="inherit" size="small" onClick={page.resetOrder} disabled={page.savingOrder}>
                    Reset
                  </Button>
                  <Button
                    color="warning"
                    variant="contained"
                    size="small"
                    onClick={page.saveOrder}
                    disabled={page.savingOrder}
                    startIcon={page.savingOrder ? <CircularProgress size={14} color="inherit" /> : <SaveOutlinedIcon />}
                  >
                    Save Order
                  </Button>
                </Stack>
              }
            >
              {m.unsavedOrder}
            </Alert>
          ) : null}
        </Box>
      )}

      <QuestionFormDialog
        open={dialog.mode !== 'closed'}
        question={dialog.mode === 'edit' ? dialog.question : null}
        defaultSequence={page.defaultSequence}
        submitting={page.submitting}
        onClose={() => page.setDialog({ mode: 'closed' })}
        onSubmit={page.handleSubmit}
      />
      <DeleteQuestionDialog
        question={toDelete}
        deleting={page.deleting}
        onCancel={() => page.setToDelete(null)}
        onConfirm={page.handleDelete}
      />
    </Box>
  );
}
