// Territories (/territories, issue 44): the firm's named groups of states, each with an optional owner. Firm
// admins create, rename and delete them; the filter dialog's Territory block chooses among them. Its CRM feed
// section (firm admins of firms with exports) sends a saved view's lead list daily to a webhook.
import { useState } from 'react';
import { Alert, Box, Button, List, ListItem, ListItemText, Stack } from '@mui/material';
import { accessRules, type Territory } from '@specpulse/contract';
import { ApiError } from '../../api/client.ts';
import { PageTitle } from '../../components/page/page-title.tsx';
import { PageError } from '../../components/page/page-error.tsx';
import { useCan } from '../../session/access.ts';
import { CrmFeedsSection } from './crm-feeds-section.tsx';
import { TerritoryEditor } from './territory-editor.tsx';
import { useTerritoryChanges } from './use-territories.ts';
import { useTerritoryList } from '../../components/page/use-territory-list.ts';

const errorText = (error: unknown) => (error instanceof Error ? error.message : null);

export default function TerritoriesPage() {
  const list = useTerritoryList();
  const changes = useTerritoryChanges();
  const canEdit = useCan(accessRules.territoryAdmin);
  const canFeed = useCan(accessRules.crmFeeds);
  /** The territory being edited; 'new' for a new one; null: none. */
  const [editing, setEditing] = useState<Territory | 'new' | null>(null);

  if (list.error)
    return <PageError>{list.error instanceof ApiError ? list.error.message : String(list.error)}</PageError>;
  const data = list.data;
  const remove = (t: Territory) => {
    if (!window.confirm(`Delete the territory ${t.name}? Saved views that use it will open without it.`))
      return;
    changes.remove.mutate(t.id);
  };
  return (
    <Box component="section" aria-labelledby="page-title" sx={{ display: 'grid', gap: 2 }}>
      <PageTitle title="Territories" />
      {list.isPending && <Alert severity="info">Loading territories…</Alert>}
      {changes.remove.error && <Alert severity="error">{errorText(changes.remove.error)}</Alert>}
      {data && data.territories.length === 0 && (
        <Alert severity="info">
          {canEdit
            ? 'Your firm has no territories yet: create the first one.'
            : 'Your firm has no territories yet.'}
        </Alert>
      )}
      {data && data.territories.length > 0 && (
        <List aria-label="Territories" dense>
          {data.territories.map((t) => (
            <ListItem
              key={t.id}
              divider
              secondaryAction={
                canEdit && (
                  <Stack direction="row" spacing={1}>
                    <Button size="small" onClick={() => setEditing(t)} aria-label={`Edit ${t.name}`}>
                      Edit
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => remove(t)}
                      aria-label={`Delete ${t.name}`}
                    >
                      Delete
                    </Button>
                  </Stack>
                )
              }
            >
              <ListItemText
                primary={t.name}
                secondary={`${t.states.join(', ')}${t.owner_name ? ` · owner ${t.owner_name}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {canEdit && data && editing === null && (
        <Box>
          <Button variant="contained" onClick={() => setEditing('new')}>
            New territory
          </Button>
        </Box>
      )}
      {canEdit && data && editing !== null && (
        <TerritoryEditor
          key={editing === 'new' ? 'new' : editing.id}
          territory={editing === 'new' ? null : editing}
          areas={data.areas}
          owners={data.owners}
          busy={changes.save.isPending}
          error={errorText(changes.save.error)}
          onCancel={() => {
            changes.save.reset();
            setEditing(null);
          }}
          onSave={(body) =>
            changes.save.mutate(
              { id: editing === 'new' ? null : editing.id, body },
              { onSuccess: () => setEditing(null) },
            )
          }
        />
      )}
      {canFeed && <CrmFeedsSection />}
    </Box>
  );
}
