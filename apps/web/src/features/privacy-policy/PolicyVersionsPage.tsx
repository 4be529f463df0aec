import { Policy } from '@mui/icons-material';
import { Link, List, ListItem, ListItemButton, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListPagination } from '../../components/ListPagination';
import { LoadError } from '../../components/LoadError';
import { PageSpinner } from '../../components/PageSpinner';
import { PageTitle } from '../../components/PageTitle';
import { QueryStates } from '../../components/QueryStates';
import { formatDate } from '../../lib/format-date';
import { useCurrentPolicy } from '../../lib/privacy-policy';
import { usePolicyVersions, VERSIONS_PER_PAGE } from './api';
import { PublishPolicyForm } from './PublishPolicyForm';
import { VersionDialog } from './VersionDialog';

/**
 * /settings/privacy-policy (admins): the version in force, the form that publishes the next one
 * and the versions published so far, each readable as people read it.
 */
export default function PolicyVersionsPage() {
  const { t } = useTranslation();
  const current = useCurrentPolicy();
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack sx={{ gap: 1 }}>
        <Link component={RouterLink} to="/settings" variant="body2" sx={{ alignSelf: 'flex-start' }}>
          {t('privacyPolicy.admin.back')}
        </Link>
        <PageTitle>{t('privacyPolicy.admin.title')}</PageTitle>
        <Typography color="text.secondary">{t('privacyPolicy.admin.intro')}</Typography>
      </Stack>
      {current.isPending ? (
        <PageSpinner />
      ) : current.isError ? (
        <LoadError error={current.error} onRetry={() => void current.refetch()} />
      ) : (
        // keyed by the version in force: after a publication the form starts again from the new text
        <PublishPolicyForm
          key={current.data.version}
          next={current.data.version + 1}
          from={current.data.text}
        />
      )}
      <Typography component="h2" variant="h6">
        {t('privacyPolicy.admin.versions')}
      </Typography>
      <Versions />
    </Stack>
  );
}

function Versions() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [reading, setReading] = useState<number | null>(null);
  const versions = usePolicyVersions(page);
  return (
    <>
      <QueryStates
        query={versions}
        isEmpty={(data) => data.total === 0}
        framed
        empty={{
          icon: <Policy />,
          title: t('privacyPolicy.admin.empty'),
          hint: t('privacyPolicy.admin.emptyHint'),
        }}
      >
        {(data) => (
          <Paper variant="outlined">
            <List disablePadding aria-label={t('privacyPolicy.admin.versions')}>
              {data.items.map((item, index) => (
                <ListItem key={item.version} disablePadding divider={index < data.items.length - 1}>
                  <ListItemButton onClick={() => setReading(item.version)}>
                    <ListItemText
                      primary={t('privacyPolicy.admin.versionTitle', { version: item.version })}
                      secondary={
                        item.publishedBy
                          ? t('privacyPolicy.admin.publishedBy', {
                              date: formatDate(item.publishedAt),
                              name: item.publishedBy.name,
                            })
                          : t('privacyPolicy.admin.publishedOn', { date: formatDate(item.publishedAt) })
                      }
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Paper>
        )}
      </QueryStates>
      {versions.data && (
        <ListPagination
          total={versions.data.total}
          pageSize={VERSIONS_PER_PAGE}
          page={page}
          onPage={setPage}
        />
      )}
      {reading !== null && <VersionDialog version={reading} onClose={() => setReading(null)} />}
    </>
  );
}
