import { ArrowDownward, ArrowUpward, Delete } from '@mui/icons-material';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Move up, move down and remove, for one item of a short list (a question, an answer). */
export function MoveButtons({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  /** the item's name in the buttons' labels ("Question 2") */
  name: string;
  index: number;
  count: number;
  onMove(from: number, to: number): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ flexShrink: 0 }}>
      <Tooltip title={t('courseEditor.moveUp')}>
        <span>
          <IconButton
            size="small"
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
            aria-label={t('courseEditor.moveUpNamed', { name })}
          >
            <ArrowUpward fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('courseEditor.moveDown')}>
        <span>
          <IconButton
            size="small"
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
            aria-label={t('courseEditor.moveDownNamed', { name })}
          >
            <ArrowDownward fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('courseEditor.remove')}>
        <IconButton size="small" onClick={onRemove} aria-label={t('courseEditor.removeNamed', { name })}>
          <Delete fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
