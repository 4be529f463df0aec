import type { AuditEntry } from '@academy/domain';
import { Box, Link, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useActionLabel } from './useActionLabel';

type Person = NonNullable<AuditEntry['actor']>;

/** A person of an entry: a link that shows only his entries. */
function PersonLink({ person, onPick }: { person: Person; onPick(person: Person): void }) {
  const { t } = useTranslation();
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      onClick={() => onPick(person)}
      title={t('audit.entry.onlyPerson', { name: person.name })}
      sx={{ textAlign: 'left', overflowWrap: 'anywhere', fontWeight: 600 }}
    >
      {person.name}
    </Link>
  );
}

/** What the entry recorded besides its action: the details, as key: value lines. */
const detailLines = (details: Record<string, unknown>) =>
  Object.entries(details).map(
    ([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );

/** One entry of the log: when, who (and as whom), what, to what, from where. */
export function AuditEntryItem({
  entry,
  formatTime,
  onPickPerson,
}: {
  entry: AuditEntry;
  formatTime(iso: string): string;
  onPickPerson(person: Person): void;
}) {
  const { t } = useTranslation();
  const actionLabel = useActionLabel();
  return (
    <ListItem divider sx={{ display: 'block', py: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 0.5, sm: 2 } }}>
        <Typography variant="body2" color="text.secondary" sx={{ width: { sm: 170 }, flexShrink: 0 }}>
          <time dateTime={entry.createdAt}>{formatTime(entry.createdAt)}</time>
        </Typography>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {actionLabel(entry.action)}
          </Typography>
          <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
            {entry.actor ? (
              <>
                <PersonLink person={entry.actor} onPick={onPickPerson} /> ({entry.actor.email})
              </>
            ) : (
              t('audit.entry.unknownPerson')
            )}
            {entry.actingAs && (
              <>
                {' '}
                {t('audit.entry.actingAs')} <PersonLink person={entry.actingAs} onPick={onPickPerson} /> (
                {entry.actingAs.email})
              </>
            )}
            {typeof entry.details.apiToken === 'string' && (
              <> {t('audit.entry.apiToken', { name: entry.details.apiToken })}</>
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('audit.entry.target', { entity: entry.entity || '—', id: entry.entityId ?? '—' })}
            {entry.ip && ` · ${t('audit.entry.ip', { ip: entry.ip })}`}
          </Typography>
          {Object.keys(entry.details).length > 0 && (
            <Box
              component="ul"
              sx={{
                m: 0,
                mt: 0.5,
                pl: 2,
                fontFamily: 'monospace',
                fontSize: '0.8rem',
                overflowWrap: 'anywhere',
              }}
              aria-label={t('audit.entry.details')}
            >
              {detailLines(entry.details).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
          )}
        </Box>
      </Stack>
    </ListItem>
  );
}
