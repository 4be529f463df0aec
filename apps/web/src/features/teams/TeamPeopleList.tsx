import type { TeamPerson } from '@academy/domain';
import { List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The leaders or the members of a team, by name with their email. */
export function TeamPeopleList({ title, people }: { title: string; people: TeamPerson[] }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }} aria-label={title}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {people.length === 0 ? (
        <Typography color="text.secondary">{t('teams.view.nobody')}</Typography>
      ) : (
        <List dense disablePadding>
          {people.map((person) => (
            <ListItem key={person._id} disableGutters>
              <ListItemText
                primary={
                  person.status === 'disabled'
                    ? `${person.name} · ${t('teams.status.disabled')}`
                    : person.name
                }
                secondary={person.email}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
