import { zodResolver } from '@hookform/resolvers/zod';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DEFAULT_QUESTION_SEQUENCE,
  MIN_QUESTION_SEQUENCE,
  type Question,
  type QuestionInput,
  questionInputSchema,
} from '@seaside/contract';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DialogButtons } from '../../shared/DialogButtons';
import { dismissUnlessDirty } from '../../shared/dismiss';

type FormInput = z.input<typeof questionInputSchema>;
type FormOutput = z.output<typeof questionInputSchema>;

interface FormValues {
  clue: string;
  answer: string;
  trivia: string;
  hint: string;
  sequence: string;
  isActive: boolean;
  isStart: boolean;
}

function initialValues(question: Question | null, defaultSequence: number): FormValues {
  if (!question) {
    return {
      clue: '',
      answer: '',
      trivia: '',
      hint: '',
      sequence: String(defaultSequence),
      isActive: true,
      isStart: false,
    };
  }
  return {
    clue: question.clue,
    answer: question.answer.join(', '),
    trivia: question.trivia,
    hint: question.hint ?? '',
    sequence: String(question.sequence ?? DEFAULT_QUESTION_SEQUENCE),
    isActive: question.isActive,
    isStart: question.isStart,
  };
}

export interface QuestionFormDialogProps {
  open: boolean;
  /** The question being edited, or null to create one. */
  question: Question | null;
  /** Sequence proposed for a new question (highest + 1). */
  defaultSequence: number;
  submitting: boolean;
  onClose: () => void;
  onSubmit: (body: QuestionInput) => void;
}

/**
 * Create and Edit dialogs (product spec sections 2 and 5): Clue, Answer (commas separate several
 * accepted answers), Trivia, Hint (Optional), Sequence (minimum 1) and an Active switch, plus the
 * start flag. The button stays disabled until the required fields are filled.
 */
export function QuestionFormDialog({
  open,
  question,
  defaultSequence,
  submitting,
  onClose,
  onSubmit,
}: QuestionFormDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { control, handleSubmit, reset, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(questionInputSchema),
    mode: 'onTouched',
    defaultValues: initialValues(question, defaultSequence) as unknown as FormInput,
  });

  useEffect(() => {
    if (open) reset(initialValues(question, defaultSequence) as unknown as FormInput);
  }, [open, question, defaultSequence, reset]);

  const [clue, answer, trivia, sequence] = useWatch({ control, name: ['clue', 'answer', 'trivia', 'sequence'] });
  const filled = [clue, answer, trivia, sequence].every((v) => String(v ?? '').trim() !== '');
  const editing = question !== null;
  const titleId = 'question-dialog-title';

  const submit = handleSubmit((values) => onSubmit(values as QuestionInput));

  const errorOf = (name: keyof FormValues) =>
    formState.errors[name as keyof typeof formState.errors]?.message as string | undefined;

  return (
    <Dialog
      open={open}
      // A backdrop click or Escape does not throw typed work away: Cancel does.
      onClose={dismissUnlessDirty(formState.isDirty, submitting ? undefined : onClose)}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle id={titleId} sx={{ fontFamily: 'inherit', fontWeight: 700 }}>
        {editing ? 'Edit Question' : 'Add Question'}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.25} sx={{ pt: 0.5 }}>
          <Controller
            name="clue"
            control={control}
            render={({ field }) => (
              <TextField
                {...field}
                value={field.value ?? ''}
                label="Clue"
                required
                multiline
                minRows={3}
                autoFocus
                error={Boolean(errorOf('clue'))}
                helperText={errorOf('clue')}
              />
            )}
          />
          <Controller
            name="answer"
            control={control}
            render={({ field }) => (
              <TextField
                {...field}
                value={field.value ?? ''}
                label="Answer"
                required
                error={Boolean(errorOf('answer'))}
                helperText={
                  errorOf('answer') ?? 'Separate several accepted answers with commas, e.g. Clock Tower, Jubilee Clock'
                }
              />
            )}
          />
          <Controller
            name="trivia"
            control={control}
            render={({ field }) => (
              <TextField
                {...field}
                value={field.value ?? ''}
                label="Trivia"
                required
                multiline
                minRows={2}
                error={Boolean(errorOf('trivia'))}
                helperText={errorOf('trivia') ?? 'Shown after a correct answer.'}
              />
            )}
          />
          <Controller
            name="hint"
            control={control}
            render={({ field }) => (
              <TextField
                {...field}
                value={field.value ?? ''}
                label="Hint (Optional)"
                multiline
                minRows={2}
                error={Boolean(errorOf('hint'))}
                helperText={errorOf('hint') ?? 'Sent when the team types HINT.'}
              />
            )}
          />
          <Controller
            name="sequence"
            control={control}
            render={({ field }) => (
              <TextField
                {...field}
                value={field.value ?? ''}
                label="Sequence"
                type="number"
                required
                slotProps={{ htmlInput: { min: MIN_QUESTION_SEQUENCE, step: 1, inputMode: 'numeric' } }}
                error={Boolean(errorOf('sequence'))}
                helperText={errorOf('sequence') ?? 'Position in the hunt (1 is first).'}
                sx={{ maxWidth: { sm: 220 } }}
              />
            )}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }}>
            <Controller
              name="isActive"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  control={<Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
                  label="Active"
                />
              )}
            />
            <Controller
              name="isStart"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      color="secondary"
                      checked={Boolean(field.value)}
                      onChange={(e) => field.onChange(e.target.checked)}
                    />
                  }
                  label="First clue of the hunt"
                />
              )}
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogButtons
        label={editing ? 'Update' : 'Create'}
        busy={submitting}
        disabled={!filled}
        onCancel={onClose}
        sx={{ px: 3, py: 2 }}
      />
    </Dialog>
  );
}
