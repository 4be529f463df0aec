import { EmojiEvents } from '@mui/icons-material';
import { List, ListItem, ListItemText, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { QueryStates } from '../../components/QueryStates';
import { formatDate } from '../../lib/format-date';
import { localized } from '../../lib/localized';
import { OrNone } from './OrNone';
import { PanelSection } from './PanelSection';
import { UserCertificateList } from './UserCertificateList';
import { useUserConquests } from './user-queries';

/** The Conquests tab: the person's certificates and the learning paths he completed. */
export function UserConquestsPanel({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const conquests = useUserConquests(userId);
  return (
    <QueryStates
      query={conquests}
      isEmpty={(data) => data.certificates.length + data.learningPaths.length === 0}
      empty={{
        icon: <EmojiEvents />,
        title: t('users.view.noConquests'),
        hint: t('users.view.noConquestsHint'),
      }}
    >
      {(data) => (
        <Stack sx={{ gap: 2 }}>
          <PanelSection title={t('users.view.certificates')}>
            <OrNone items={data.certificates}>
              {(certificates) => <UserCertificateList certificates={certificates} />}
            </OrNone>
          </PanelSection>
          <PanelSection title={t('users.view.learningPaths')}>
            <OrNone items={data.learningPaths}>
              {(paths) => (
                <List disablePadding>
                  {paths.map((path) => (
                    <ListItem key={path._id} divider disableGutters>
                      <ListItemText
                        primary={localized(path.title, i18n.language)}
                        secondary={t('users.view.pathDone', {
                          count: path.courses,
                          date: formatDate(path.completedAt),
                        })}
                        sx={{ overflowWrap: 'anywhere' }}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </OrNone>
          </PanelSection>
        </Stack>
      )}
    </QueryStates>
  );
}
