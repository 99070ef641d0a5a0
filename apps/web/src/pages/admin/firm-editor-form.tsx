// The firm configuration editor (spec doc 1 §2.7): every field, validated before anything is sent.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink, useBlocker } from 'react-router';
import { Box, Button, Chip, Divider, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { AvailableResponse, FirmConfigurationData } from '@specpulse/contract';
import { adminQueryKeys, saveFirmConfiguration } from '../../api/admin-api.ts';
import { ApiError } from '../../api/client.ts';
import { DefaultPicker } from './default-picker.tsx';
import { EditorStatusBanner } from './editor-status.tsx';
import { FlagGroup } from './flag-group.tsx';
import {
  featureFlags,
  fieldErrorsFromServer,
  formFromData,
  permissionFlags,
  setEnabledCategories,
  setEnabledSubCategories,
  validateForm,
  MONTH_NAMES,
  type EditorStatus,
  type FirmForm,
  type FirmFormErrors,
} from './firm-editor-state.ts';
import { TransferList } from './transfer-list.tsx';
import { PageTitle } from '../../components/page/page-title.tsx';
import { belowTopBar } from '../../shell/top-bar.tsx';

const LEAVE_WARNING = 'This firm has unsaved changes. Leave without saving?';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function FirmEditorForm({
  firmId,
  data,
  available,
}: {
  firmId: number;
  data: FirmConfigurationData['data'];
  available: AvailableResponse['filters'];
}) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<FirmForm>(() => formFromData(data));
  const [isNew, setIsNew] = useState(data.firm.is_new);
  const [status, setStatus] = useState<EditorStatus>('idle');
  const [errors, setErrors] = useState<FirmFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const parentOf = useMemo(
    () => new Map(available.subCategories.map((s) => [s.id, s.category_id])),
    [available.subCategories],
  );
  const subCategoryOptions = useMemo(() => {
    const enabled = new Set(form.categories);
    return available.subCategories.filter((s) => enabled.has(s.category_id));
  }, [available.subCategories, form.categories]);
  const byId = <T extends { id: number }>(options: T[], ids: number[]) => {
    const wanted = new Set(ids);
    return options.filter((o) => wanted.has(o.id));
  };

  // A change never silently disappears: leaving with unsaved edits asks first.
  const dirty = status === 'modified' || status === 'failed';
  const blocker = useBlocker(dirty);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_WARNING)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const edit = (change: (current: FirmForm) => FirmForm, field?: keyof FirmFormErrors) => {
    setForm(change);
    setStatus('modified');
    if (field) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateForm(form);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    setStatus('saving');
    try {
      const saved = await saveFirmConfiguration(firmId, result.body);
      setForm(formFromData(saved.data));
      setIsNew(saved.data.firm.is_new);
      setStatus('saved');
      queryClient.setQueryData(adminQueryKeys.firm(firmId), saved);
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.firmList });
    } catch (e) {
      const message = e instanceof ApiError ? e.message : null;
      setFailure(message);
      if (message) setErrors(fieldErrorsFromServer(message));
      setStatus('failed');
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void save(e)}
      aria-label="Firm configuration"
      sx={{ display: 'grid', gap: 2 }}
    >
      <Box
        sx={(t) => ({
          position: 'sticky',
          ...belowTopBar(t),
          zIndex: 2,
          bgcolor: 'background.default',
          py: 1,
          display: 'grid',
          gap: 1,
        })}
      >
        <PageTitle
          title={`Firm ${firmId}: ${form.name || 'New firm'}`}
          aside={
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              {/* info.dark: white on info.main is 3.85:1, under AA's 4.5:1. */}
              {isNew && (
                <Chip
                  label="New firm: saving creates it"
                  size="small"
                  sx={{ bgcolor: 'info.dark', color: 'common.white' }}
                />
              )}
              <Button component={RouterLink} to="/admin">
                Firms
              </Button>
              <Button type="submit" variant="contained" disabled={status === 'saving'}>
                Save Configuration
              </Button>
            </Stack>
          }
        />
        <EditorStatusBanner status={status} detail={failure} />
      </Box>

      <Section title="Firm">
        <TextField
          label="Name"
          value={form.name}
          error={Boolean(errors.name)}
          helperText={errors.name ?? ' '}
          onChange={(e) => edit((f) => ({ ...f, name: e.target.value }), 'name')}
          sx={{ maxWidth: 480 }}
        />
        <TextField
          select
          label="Fiscal year starts in"
          value={form.fiscalYearStart}
          helperText="Quarters and years of 'Last day of' follow it; January is the calendar year"
          onChange={(e) => edit((f) => ({ ...f, fiscalYearStart: Number(e.target.value) }))}
          sx={{ maxWidth: 480 }}
        >
          {MONTH_NAMES.map((month, i) => (
            <MenuItem key={month} value={i + 1}>
              {month}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
          <FlagGroup
            legend="Features"
            flags={featureFlags}
            values={form.hasfeature}
            onChange={(v) => edit((f) => ({ ...f, hasfeature: v }))}
          />
          <FlagGroup
            legend="Permissions"
            flags={permissionFlags}
            values={form.permissions}
            onChange={(v) => edit((f) => ({ ...f, permissions: v }))}
          />
        </Stack>
      </Section>

      <Section title="Brands and specifications">
        <TextField
          label="Firm Brands"
          value={form.firmbrandsText}
          error={Boolean(errors.firmbrands)}
          helperText={errors.firmbrands ?? 'Comma-separated manufacturer ids, e.g. 1234,56789'}
          onChange={(e) => edit((f) => ({ ...f, firmbrandsText: e.target.value }), 'firmbrands')}
        />
        <TextField
          label="Specifications"
          value={form.specificationsText}
          error={Boolean(errors.specifications)}
          helperText={
            errors.specifications ??
            'Comma-separated spec type ids or the words color and pattern, e.g. 12,color,pattern'
          }
          onChange={(e) => edit((f) => ({ ...f, specificationsText: e.target.value }), 'specifications')}
        />
      </Section>

      <Section title="Categories">
        <TransferList
          label="Categories"
          options={available.categories}
          enabled={form.categories}
          onChange={(ids) => edit((f) => setEnabledCategories(f, ids, parentOf))}
        />
        <DefaultPicker
          label="Default Categories"
          options={byId(available.categories, form.categories)}
          value={form.defaultcategories}
          onChange={(ids) => edit((f) => ({ ...f, defaultcategories: ids }))}
        />
        <Divider />
        <TransferList
          label="Sub-Categories"
          options={subCategoryOptions}
          enabled={form.subCategories}
          onChange={(ids) => edit((f) => setEnabledSubCategories(f, ids))}
        />
        <DefaultPicker
          label="Default Sub-Categories"
          options={byId(subCategoryOptions, form.subCategories)}
          value={form.defaultsubcategories}
          onChange={(ids) => edit((f) => ({ ...f, defaultsubcategories: ids }))}
        />
      </Section>
    </Box>
  );
}
