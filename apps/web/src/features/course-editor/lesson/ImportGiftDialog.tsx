import type { Language } from '@academy/domain';
import { type GiftImport, type ImportedQuestion, importGift } from '@academy/domain/gift';
import { UploadFile } from '@mui/icons-material';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTexts } from '../../../lib/i18n';
import { emptyFiles } from '../form-rules';
import type { QuestionForm } from '../lesson-form';

export interface ImportGiftDialogProps {
  langs: readonly Language[];
  /** how many more questions the lesson can hold */
  room: number;
  onAdd(questions: QuestionForm[]): void;
  onClose(): void;
}

/** A GIFT export of a few thousand questions is well under this; anything bigger is not one. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;

const toForm = (question: ImportedQuestion): QuestionForm => ({ ...question, image: emptyFiles() });

/**
 * Questions from a GIFT file (Moodle's export format) or pasted GIFT text: a preview of what is
 * added and what is skipped and why, then "Add N questions" puts them in the lesson form, in
 * the chosen language. Nothing is saved here: the lesson's own save does it.
 */
export function ImportGiftDialog({ langs, room, onAdd, onClose }: ImportGiftDialogProps) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const inputId = useId();
  const [lang, setLang] = useState<Language>(
    langs.find((item) => item === i18n.language) ?? (langs[0] as Language),
  );
  const [text, setText] = useState('');
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  // a long paste is read once typing pauses, not on every key
  const source = useDeferredValue(text);
  // the true/false labels are written in the questions' language, whose texts may not be in yet
  const [textsIn, setTextsIn] = useState<Language | null>(null);
  useEffect(() => {
    let current = true;
    void loadTexts(lang).then(() => {
      if (current) setTextsIn(lang);
    });
    return () => {
      current = false;
    };
  }, [lang]);
  const preview = useMemo(() => {
    if (source.trim() === '' || textsIn !== lang) return null;
    const inLang = i18n.getFixedT(lang);
    return importGift(source, {
      lang,
      trueLabel: inLang('courseEditor.gift.true'),
      falseLabel: inLang('courseEditor.gift.false'),
    });
  }, [source, lang, textsIn, i18n]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setFileProblem(t('courseEditor.gift.fileTooLarge'));
    try {
      setText(await file.text());
      setFileProblem(null);
    } catch {
      setFileProblem(t('courseEditor.gift.fileUnreadable'));
    }
  };

  const count = preview?.isGift ? preview.questions.length : 0;
  const tooMany = count > room;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('courseEditor.gift.title')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2 }}>
          <DialogContentText>{t('courseEditor.gift.intro')}</DialogContentText>
          <TextField
            select
            label={t('courseEditor.gift.language')}
            value={lang}
            onChange={(event) => setLang(event.target.value as Language)}
            helperText={t('courseEditor.gift.languageHint')}
            sx={{ maxWidth: { sm: 320 } }}
          >
            {langs.map((item) => (
              <MenuItem key={item} value={item}>
                {t(`common.languages.${item}`)}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFile />}>
              {t('courseEditor.gift.chooseFile')}
              <input
                id={inputId}
                type="file"
                hidden
                accept=".gift,.txt,text/plain"
                onChange={(event) => {
                  void choose(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </Button>
            {fileProblem && (
              <Typography role="alert" color="error" variant="body2">
                {fileProblem}
              </Typography>
            )}
          </Stack>
          <TextField
            label={t('courseEditor.gift.text')}
            helperText={t('courseEditor.gift.textHint')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={4}
            maxRows={12}
            slotProps={{ htmlInput: { spellCheck: false, sx: { fontFamily: 'monospace' } } }}
          />
          {preview && <Preview preview={preview} lang={lang} room={room} multilingual={langs.length > 1} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={count === 0 || tooMany}
          onClick={() => preview && onAdd(preview.questions.map((item) => toForm(item.question)))}
        >
          {t('courseEditor.gift.add', { count })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface PreviewProps {
  preview: GiftImport;
  /** the language the questions are imported in */
  lang: Language;
  room: number;
  multilingual: boolean;
}

/**
 * What the text gives, each with its line: the questions to add, shown by their text, and those
 * skipped, by their GIFT title (else the start of their text) and the reason.
 */
function Preview({ preview, lang, room, multilingual }: PreviewProps) {
  const { t } = useTranslation();
  const addedId = useId();
  const skippedId = useId();
  if (!preview.isGift)
    return (
      <Alert severity="error" role="alert">
        {t('courseEditor.gift.notGift')}
      </Alert>
    );
  const { questions, skipped } = preview;
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography role="status">
        {t('courseEditor.gift.summary', { count: questions.length, skipped: skipped.length })}
      </Typography>
      {questions.length > room && (
        <Alert severity="warning">{t('courseEditor.gift.tooMany', { count: room })}</Alert>
      )}
      {questions.length > 0 && multilingual && (
        <Alert severity="info">{t('courseEditor.gift.otherLanguages')}</Alert>
      )}
      {questions.length > 0 && (
        <Box component="section" aria-labelledby={addedId}>
          <Typography id={addedId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('courseEditor.gift.toAdd')}
          </Typography>
          <List dense>
            {questions.map(({ order, line, question }) => (
              <ListItem key={order} disableGutters>
                <ListItemText
                  primary={question.title[lang]}
                  secondary={t('courseEditor.gift.addedItem', {
                    type: t(`courseEditor.exam.types.${question.type}`),
                    count: question.answers.length,
                    line,
                  })}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      {skipped.length > 0 && (
        <Box component="section" aria-labelledby={skippedId}>
          <Typography id={skippedId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('courseEditor.gift.skipped')}
          </Typography>
          <List dense>
            {skipped.map(({ order, line, name, reason }) => (
              <ListItem key={order} disableGutters>
                <ListItemText
                  primary={name || t('courseEditor.gift.unnamed')}
                  secondary={t('courseEditor.gift.skippedItem', {
                    reason: t(`courseEditor.gift.reasons.${reason}`),
                    line,
                  })}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Stack>
  );
}
