import { Box, Button, List, ListItem, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage, useSnackbar } from '../../lib/feedback';
import { useClearCaches, useFixInvalidDates, useInitSettings } from './api';
import { SettingsSection } from './SettingsSection';

/** Housekeeping: restore missing default settings, clear caches, correct impossible dates. */
export function ToolsCard() {
  const { t } = useTranslation();
  const { show } = useSnackbar();
  const errorMessage = useApiErrorMessage();
  const init = useInitSettings();
  const clear = useClearCaches();
  const fix = useFixInvalidDates();
  const [result, setResult] = useState<string[]>([]);
  const busy = init.isPending || clear.isPending || fix.isPending;

  const run = async (work: () => Promise<string[]>) => {
    try {
      setResult(await work());
    } catch (error) {
      setResult([]);
      show(errorMessage(error), 'error');
    }
  };

  const tools = [
    {
      key: 'init',
      run: () =>
        run(async () => {
          const { added } = await init.mutateAsync();
          return [
            added.length === 0
              ? t('settings.tools.initNone')
              : t('settings.tools.initAdded', { count: added.length, names: added.join(', ') }),
          ];
        }),
    },
    {
      key: 'clear',
      run: () =>
        run(async () => {
          await clear.mutateAsync();
          return [t('settings.tools.cleared')];
        }),
    },
    {
      key: 'fix',
      run: () =>
        run(async () => {
          const { fixes, total } = await fix.mutateAsync();
          const lines = fixes
            .filter((item) => item.rows > 0)
            .map((item) =>
              t(`settings.tools.fixRule.${item.rule}`, {
                count: item.rows,
                field: `${item.table}.${item.column}`,
              }),
            );
          return [t('settings.tools.fixed', { count: total }), ...lines];
        }),
    },
  ] as const;

  return (
    <SettingsSection title={t('settings.tools.title')}>
      <Stack sx={{ gap: 2 }}>
        {tools.map((tool) => (
          <Stack
            key={tool.key}
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{t(`settings.tools.${tool.key}`)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`settings.tools.${tool.key}Hint`)}
              </Typography>
            </Box>
            <Button variant="outlined" disabled={busy} onClick={() => void tool.run()} sx={{ flexShrink: 0 }}>
              {t(`settings.tools.${tool.key}Run`)}
            </Button>
          </Stack>
        ))}
        <Box role="status" aria-live="polite">
          {result.length > 0 && (
            <List dense disablePadding sx={{ bgcolor: 'action.hover', borderRadius: 1, px: 2, py: 1 }}>
              {result.map((line) => (
                <ListItem key={line} disableGutters>
                  {line}
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      </Stack>
    </SettingsSection>
  );
}
