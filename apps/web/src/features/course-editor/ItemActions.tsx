import { Delete, Edit } from '@mui/icons-material';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The edit link and remove button of a module or lesson row, named after the item for screen readers. */
export function ItemActions({
  editTo,
  name,
  onRemove,
  removing,
}: {
  editTo: string;
  name: string;
  onRemove(): void;
  removing: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Tooltip title={t('courseEditor.edit')}>
        <IconButton component={RouterLink} to={editTo} aria-label={t('courseEditor.editNamed', { name })}>
          <Edit />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('courseEditor.remove')}>
        <IconButton
          onClick={onRemove}
          disabled={removing}
          aria-label={t('courseEditor.removeNamed', { name })}
        >
          <Delete />
        </IconButton>
      </Tooltip>
    </>
  );
}
