import type { CourseDetail } from '@academy/domain';
import { dayOf } from '@academy/domain';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage, useSnackbar } from '../../lib/feedback';
import { localized } from '../../lib/localized';
import { usePublishVersion } from './api';

/**
 * Publishes the next version of a modular course: the admin ticks the modules that changed and
 * sets the day holders of a certificate of an earlier version must take them by. Both are asked
 * before anything is sent; the server's refusal is said above the buttons.
 */
export function PublishVersionDialog({ course, onClose }: { course: CourseDetail; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const { show } = useSnackbar();
  const errorMessage = useApiErrorMessage();
  const publish = usePublishVersion(course._id);
  const today = dayOf(new Date());
  const [changed, setChanged] = useState<string[]>([]);
  const [deadline, setDeadline] = useState('');
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const noModule = tried && changed.length === 0;
  const badDeadline = tried && (deadline === '' || deadline < today);

  const toggle = (id: string) =>
    setChanged((ids) => (ids.includes(id) ? ids.filter((each) => each !== id) : [...ids, id]));

  const submit = async () => {
    setTried(true);
    setRefusal(null);
    if (changed.length === 0 || deadline === '' || deadline < today) return;
    try {
      const result = await publish.mutateAsync({ changedModules: changed, deadline });
      show(t('courseEditor.version.published', { version: result.version, count: result.reassigned }));
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={phone} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        {t('courseEditor.version.title', { version: course.version + 1 })}
      </DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <Typography variant="body2">{t('courseEditor.version.intro')}</Typography>
          <FormControl error={noModule} component="fieldset">
            <FormLabel component="legend">{t('courseEditor.version.changedModules')}</FormLabel>
            <FormGroup>
              {course.modules.map((module) => (
                <FormControlLabel
                  key={module._id}
                  control={
                    <Checkbox checked={changed.includes(module._id)} onChange={() => toggle(module._id)} />
                  }
                  label={localized(module.title, i18n.language)}
                />
              ))}
            </FormGroup>
            {noModule && <FormHelperText>{t('validation.changedModules')}</FormHelperText>}
          </FormControl>
          <TextField
            type="date"
            label={t('courseEditor.version.deadline')}
            value={deadline}
            onChange={(event) => setDeadline(event.target.value)}
            error={badDeadline}
            helperText={badDeadline ? t('errors.due-date-past') : t('courseEditor.version.deadlineHint')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
            required
          />
          {refusal && <Alert severity="error">{refusal}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={publish.isPending}>
          {t('courseEditor.version.publish')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
