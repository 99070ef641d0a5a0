// /timeline: the market timeline (issue 45). Lists everyone's annotations and the firm's, adds, edits and
// deletes them; every time chart draws them. The server checks who may write what (internal users only for
// everyone's); the form offers 'Everyone' to those users only.
import { useState, type FormEvent } from 'react';
import { Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import {
  MAX_ANNOTATION_TITLE,
  accessRules,
  defineReport,
  type Annotation,
  type AnnotationScope,
} from '@specpulse/contract';
import { useAnnotationChanges, useAnnotations } from '../../annotations/use-annotations.ts';
import { DataTable } from '../../components/data-table/index.ts';
import { PageTitle } from '../../components/page/page-title.tsx';
import { useCan } from '../../session/access.ts';

type AnnotationRow = Annotation & { for: string };

const annotationsReport = defineReport<AnnotationRow>({
  id: 'annotations',
  title: 'Annotations',
  columns: [
    { field: 'starts_on', label: 'From', sort: 'desc' },
    { field: 'ends_on', label: 'To' },
    { field: 'title', label: 'Title' },
    { field: 'for', label: 'For' },
    { field: 'link', label: 'Link' },
  ],
  pageSize: 25,
});

interface Draft {
  id: number | null;
  title: string;
  starts_on: string;
  ends_on: string;
  link: string;
  scope: AnnotationScope;
}
const emptyDraft: Draft = { id: null, title: '', starts_on: '', ends_on: '', link: '', scope: 'firm' };

function AnnotationForm({ draft, setDraft }: { draft: Draft; setDraft: (d: Draft) => void }) {
  const internal = useCan(accessRules.internal);
  const { create, update } = useAnnotationChanges();
  const busy = create.isPending || update.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      title: draft.title,
      starts_on: draft.starts_on,
      ends_on: draft.ends_on || null,
      link: draft.link.trim() || null,
      scope: draft.scope,
    };
    const done = { onSuccess: () => setDraft(emptyDraft) };
    if (draft.id === null) create.mutate(body, done);
    else update.mutate({ id: draft.id, ...body }, done);
  };
  const field = (key: keyof Omit<Draft, 'id' | 'scope'>) => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value }),
  });
  return (
    <Paper variant="outlined" component="form" onSubmit={submit} sx={{ p: 2, mb: 2 }} aria-label="Annotation">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {draft.id === null ? 'Add an annotation' : 'Edit the annotation'}
      </Typography>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        <TextField
          label="Title"
          required
          {...field('title')}
          slotProps={{ htmlInput: { maxLength: MAX_ANNOTATION_TITLE } }}
          sx={{ minWidth: 280, flex: '1 1 280px' }}
        />
        <TextField
          label="From"
          type="date"
          required
          {...field('starts_on')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="To (optional)"
          type="date"
          {...field('ends_on')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField label="Link (optional)" type="url" {...field('link')} sx={{ minWidth: 240 }} />
        <TextField
          select
          label="For"
          value={draft.scope}
          onChange={(e) => setDraft({ ...draft, scope: e.target.value as AnnotationScope })}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="firm">Our firm</MenuItem>
          {internal && <MenuItem value="everyone">Everyone</MenuItem>}
        </TextField>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {draft.id === null ? 'Add' : 'Save'}
        </Button>
        {draft.id !== null && <Button onClick={() => setDraft(emptyDraft)}>Cancel</Button>}
      </Stack>
    </Paper>
  );
}

export default function TimelinePage() {
  const annotations = useAnnotations();
  const { remove } = useAnnotationChanges();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const rows = annotations?.map((a) => ({ ...a, for: a.scope === 'everyone' ? 'Everyone' : 'Our firm' }));
  return (
    <Box>
      <PageTitle title="Market Timeline" />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Trade shows, launches, price changes: annotations are drawn on every time chart, listed under it and
        exported with it.
      </Typography>
      <AnnotationForm draft={draft} setDraft={setDraft} />
      <DataTable<AnnotationRow>
        report={annotationsReport}
        rows={rows}
        rowActions={{
          label: 'Actions',
          render: (row) =>
            row.editable ? (
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  aria-label={`Edit ${row.title}`}
                  onClick={() =>
                    setDraft({
                      id: row.id,
                      title: row.title,
                      starts_on: row.starts_on,
                      ends_on: row.ends_on === row.starts_on ? '' : row.ends_on,
                      link: row.link ?? '',
                      scope: row.scope,
                    })
                  }
                >
                  Edit
                </Button>
                <Button
                  size="small"
                  color="error"
                  aria-label={`Delete ${row.title}`}
                  onClick={() => remove.mutate(row.id)}
                >
                  Delete
                </Button>
              </Stack>
            ) : null,
        }}
      />
    </Box>
  );
}
