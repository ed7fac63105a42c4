import { zodResolver } from '@hookform/resolvers/zod';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  CONFIG_IMAGE_MAX_BYTES,
  CONFIG_TEXT_MAX_LENGTH,
  type ConfigUpdateRequest,
  configUpdateRequestSchema,
  imageConfigValueError,
  isImageConfigKey,
  MESSAGES,
  type MessageConfig,
} from '@seaside/contract';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { type Control, Controller, type FieldError, type Resolver, useForm, useWatch } from 'react-hook-form';
import { DialogButtons } from '../../shared/DialogButtons';
import { dismissUnlessDirty } from '../../shared/dismiss';
import { configLabel, describeDataUrl, formatBytes, placeholderHint, readiness } from '../lib/config-display';
import { IMAGE_ACCEPT, readImageFile } from '../lib/read-image';

const c = MESSAGES.configs;

interface FormValues {
  value: string;
  description: string;
  isActive: boolean;
}

export interface EditMessageDialogProps {
  config: MessageConfig | null;
  saving: boolean;
  onClose: () => void;
  onSave: (key: string, body: ConfigUpdateRequest) => void;
  /** Called when the value is blank on save (the page shows the spec's toast). */
  onEmpty: () => void;
}

/** The contract's update schema, plus what the server checks for this key (image or text length). */
function schemaFor(key: string) {
  return configUpdateRequestSchema.superRefine((body, ctx) => {
    const value = body.value ?? '';
    if (value.trim() === '') return;
    const error = isImageConfigKey(key)
      ? imageConfigValueError(value)
      : value.length > CONFIG_TEXT_MAX_LENGTH
        ? c.valueTooLong
        : undefined;
    if (error) ctx.addIssue({ code: 'custom', message: error, path: ['value'] });
  });
}

/** The required value field (Message Value, or Image Data/Path); the hint gives way to an error. */
function ValueField({
  control,
  error,
  hint,
  ...props
}: Pick<TextFieldProps, 'label' | 'placeholder' | 'slotProps' | 'multiline' | 'minRows' | 'maxRows' | 'autoFocus'> & {
  control: Control<FormValues, unknown, ConfigUpdateRequest>;
  error: FieldError | undefined;
  hint: string;
}) {
  return (
    <Controller
      name="value"
      control={control}
      render={({ field }) => (
        <TextField
          {...field}
          {...props}
          required
          fullWidth
          error={Boolean(error)}
          helperText={error?.message ?? hint}
        />
      )}
    />
  );
}

/**
 * The edit dialog of a message (product spec sections 2 and 5): status switch, Message Value
 * (or Image Data/Path with a preview and an upload for the voucher keys), optional Description,
 * a character count and the readiness indicator.
 */
export function EditMessageDialog({ config, saving, onClose, onSave, onEmpty }: EditMessageDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [previewBroken, setPreviewBroken] = useState(false);
  const ids = useId();
  const key = config?.key ?? '';
  const image = isImageConfigKey(key);

  const resolver = useMemo(() => zodResolver(schemaFor(key)), [key]);
  const { control, handleSubmit, reset, setValue, clearErrors, formState } = useForm<
    FormValues,
    unknown,
    ConfigUpdateRequest
  >({
    resolver: resolver as unknown as Resolver<FormValues, unknown, ConfigUpdateRequest>,
    defaultValues: { value: '', description: '', isActive: true },
  });

  useEffect(() => {
    if (config) {
      reset({ value: config.value, description: config.description, isActive: config.isActive });
      setUploadError(null);
    }
  }, [config, reset]);

  const [value, isActive] = useWatch({ control, name: ['value', 'isActive'] });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new value gets a new chance to load
  useEffect(() => setPreviewBroken(false), [value]);
  const ready = readiness(value ?? '', Boolean(isActive));
  const dataUrlInfo = image ? describeDataUrl(value ?? '') : undefined;

  const submit = handleSubmit(
    (values) => onSave(key, { value: values.value, description: values.description, isActive: values.isActive }),
    (errors) => {
      if (errors.value?.message === c.valueEmpty) onEmpty();
    },
  );

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const result = await readImageFile(file);
    if (!result.ok) {
      setUploadError(result.error);
      return;
    }
    setUploadError(null);
    setValue('value', result.dataUrl, { shouldDirty: true, shouldValidate: false });
    clearErrors('value');
  };

  const readinessColor =
    ready.state === 'activeReady' ? 'success' : ready.state === 'inactiveReady' ? 'warning' : 'error';

  return (
    <Dialog
      open={config !== null}
      // A backdrop click or Escape does not throw an edited message away: Cancel does.
      onClose={dismissUnlessDirty(formState.isDirty, saving ? undefined : onClose)}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby={`${ids}-title`}
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle id={`${ids}-title`} sx={{ fontFamily: 'inherit', fontWeight: 700, pb: 1 }}>
        Edit Message
        <Typography
          component="span"
          variant="body2"
          sx={{ display: 'block', color: 'text.secondary', fontWeight: 400 }}
        >
          {configLabel(key)} ·{' '}
          <Box component="code" sx={{ fontFamily: 'monospace' }}>
            {key}
          </Box>
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
          >
            <Controller
              name="isActive"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  control={<Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
                  label={field.value ? 'Active' : 'Inactive'}
                />
              )}
            />
            <Chip
              role="status"
              label={ready.label}
              color={readinessColor}
              variant={ready.state === 'activeReady' ? 'filled' : 'outlined'}
              sx={{ fontWeight: 700 }}
            />
          </Stack>

          {image ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5} sx={{ alignItems: { sm: 'flex-start' } }}>
              <Box
                sx={{
                  width: { xs: '100%', sm: 220 },
                  height: 220,
                  flexShrink: 0,
                  borderRadius: 3,
                  border: '1px dashed',
                  borderColor: 'divider',
                  bgcolor: 'sand.light',
                  display: 'grid',
                  placeItems: 'center',
                  overflow: 'hidden',
                }}
              >
                {value && !previewBroken && !imageConfigValueError(value) ? (
                  <Box
                    component="img"
                    src={value}
                    alt={`${configLabel(key)} preview`}
                    onError={() => setPreviewBroken(true)}
                    sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
                  />
                ) : (
                  <Stack sx={{ alignItems: 'center', color: 'text.secondary', p: 2, textAlign: 'center' }} spacing={1}>
                    <ImageOutlinedIcon sx={{ fontSize: 40 }} aria-hidden="true" />
                    <Typography variant="body2">
                      {previewBroken ? 'The image could not be loaded.' : 'No preview'}
                    </Typography>
                  </Stack>
                )}
              </Box>
              <Stack spacing={1.5} sx={{ flexGrow: 1, minWidth: 0 }}>
                {dataUrlInfo ? (
                  <Alert
                    severity="info"
                    icon={<ImageOutlinedIcon />}
                    action={
                      <Button color="inherit" size="small" onClick={() => setValue('value', '', { shouldDirty: true })}>
                        Use a path
                      </Button>
                    }
                  >
                    {dataUrlInfo}
                  </Alert>
                ) : (
                  <ValueField
                    control={control}
                    error={formState.errors.value}
                    hint='A path on this site starting with "/", or upload an image.'
                    label="Image Data/Path"
                    placeholder="/vouchers/gift-voucher.png"
                    slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
                  />
                )}
                {dataUrlInfo && formState.errors.value ? (
                  <Typography variant="body2" color="error" role="alert">
                    {formState.errors.value.message}
                  </Typography>
                ) : null}
                <Box>
                  <input
                    ref={fileInput}
                    type="file"
                    accept={IMAGE_ACCEPT}
                    hidden
                    aria-label="Upload image"
                    data-testid="voucher-file"
                    onChange={(e) => {
                      void onFile(e.target.files?.[0]);
                      e.target.value = '';
                    }}
                  />
                  <Button
                    variant="outlined"
                    startIcon={<CloudUploadOutlinedIcon />}
                    onClick={() => fileInput.current?.click()}
                  >
                    Upload image
                  </Button>
                  <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.75 }}>
                    PNG, JPEG, GIF, WebP or SVG, at most {formatBytes(CONFIG_IMAGE_MAX_BYTES)}.
                  </Typography>
                </Box>
                {uploadError ? (
                  <Alert severity="error" onClose={() => setUploadError(null)}>
                    {uploadError}
                  </Alert>
                ) : null}
              </Stack>
            </Stack>
          ) : (
            <ValueField
              control={control}
              error={formState.errors.value}
              hint={placeholderHint(key)}
              label="Message Value"
              multiline
              minRows={5}
              maxRows={14}
              autoFocus
            />
          )}

          <Typography
            variant="body2"
            sx={{ color: 'text.secondary', textAlign: 'right', mt: '8px !important' }}
            aria-live="polite"
          >
            {(value ?? '').length.toLocaleString('en-GB')} characters
          </Typography>

          <Controller
            name="description"
            control={control}
            render={({ field }) => (
              <TextField
                {...field}
                label="Description (Optional)"
                multiline
                minRows={2}
                fullWidth
                slotProps={{ htmlInput: { maxLength: 500 } }}
                helperText="A note for the team: where this message is used."
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogButtons label="Save" busy={saving} onCancel={onClose} sx={{ px: 3, py: 2 }} />
    </Dialog>
  );
}
