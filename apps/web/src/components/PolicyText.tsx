import type { Language, LocalizedText } from '@academy/domain';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/format-date';

/**
 * A published version of the privacy policy in the reader's language: which version and since
 * when, then its text, a paragraph for each block its author separated by a blank line.
 */
export function PolicyText({
  version,
  text,
  publishedAt,
}: {
  version: number;
  text: LocalizedText;
  publishedAt: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const paragraphs = (text[language] || text.en).split(/\n\s*\n/).filter((block) => block.trim() !== '');
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {t('privacyPolicy.inForce', { version, date: formatDate(publishedAt) })}
      </Typography>
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of a version never move
        <Typography key={index} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {paragraph.trim()}
        </Typography>
      ))}
    </Stack>
  );
}
