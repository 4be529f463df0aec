import type { IssuedCertificate } from '@academy/domain';
import { Alert, Box, Button, Link, List, ListItem, ListItemText, Paper, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The generator's last page: who got a certificate, each with its verification page. */
export function GeneratorConfirmation({ issued, onAgain }: { issued: IssuedCertificate[]; onAgain(): void }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <Alert severity="success" role="status">
        {t('certificates.generator.issued', { count: issued.length })}
      </Alert>
      <Paper variant="outlined">
        <List aria-label={t('certificates.generator.issuedList')}>
          {issued.map((certificate) => (
            <ListItem key={certificate._id} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
              <ListItemText primary={certificate.name} sx={{ overflowWrap: 'anywhere' }} />
              <Link component={RouterLink} to={`/certificate/verify/${certificate.code}`}>
                {t('certificates.verifyLinkNamed', { name: certificate.name })}
              </Link>
            </ListItem>
          ))}
        </List>
      </Paper>
      <Box>
        <Button variant="contained" onClick={onAgain}>
          {t('certificates.generator.again')}
        </Button>
      </Box>
    </Stack>
  );
}
