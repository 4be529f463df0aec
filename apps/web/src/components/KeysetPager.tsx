import { ChevronLeft, ChevronRight, FirstPage, LastPage } from '@mui/icons-material';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeysetMove, KeysetNeighbours } from '../lib/keyset-paging';
import { useFocusKeptWithin } from './useFocusKeptWithin';

const BUTTONS: { move: KeysetMove; icon: ReactNode; needs: keyof KeysetNeighbours }[] = [
  { move: 'first', icon: <FirstPage />, needs: 'previous' },
  { move: 'previous', icon: <ChevronLeft />, needs: 'previous' },
  { move: 'next', icon: <ChevronRight />, needs: 'next' },
  { move: 'last', icon: <LastPage />, needs: 'next' },
];

/**
 * First, previous, next and last under a list paged by keyset (no page numbers: the server pages
 * by cursor). A way is offered only where the page has a neighbour; nothing when it is the only page.
 * A way disabled under the focus (the last page reached by "next") hands it to the nearest one left.
 */
export function KeysetPager({ page, onMove }: { page: KeysetNeighbours; onMove(move: KeysetMove): void }) {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  useFocusKeptWithin(nav);
  if (!page.previous && !page.next) return null;
  return (
    <Stack
      ref={nav}
      component="nav"
      direction="row"
      aria-label={t('common.pagination.label')}
      sx={{ justifyContent: 'center', gap: 1, mt: 2 }}
    >
      {BUTTONS.map(({ move, icon, needs }) => {
        const label = t(`common.pagination.${move}`);
        const disabled = page[needs] === null;
        return (
          <Tooltip key={move} title={disabled ? '' : label}>
            <span>
              <IconButton aria-label={label} disabled={disabled} onClick={() => onMove(move)}>
                {icon}
              </IconButton>
            </span>
          </Tooltip>
        );
      })}
    </Stack>
  );
}
