import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { DragIndicator } from '@mui/icons-material';
import { Box, IconButton } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props<T> {
  items: readonly T[];
  getId(item: T): string;
  /** the item's name, for its drag handle and the screen reader's announcements */
  getLabel(item: T): string;
  /** the item at `from` was dropped at `to` */
  onMove(from: number, to: number): void;
  renderItem(item: T, handle: ReactNode): ReactNode;
  /** the list's accessible name */
  label: string;
  disabled?: boolean;
}

/**
 * A vertical list reordered by dragging each item's handle, with the mouse, a finger or the
 * keyboard (space or enter picks up, arrows move, space or enter drops, escape cancels).
 */
export function SortableList<T>({ items, getId, getLabel, onMove, renderItem, label, disabled }: Props<T>) {
  const { t } = useTranslation();
  const sensors = useSensors(
    // a few pixels of movement before a drag starts, so a click on the handle stays a click
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const labelOf = (id: UniqueIdentifier) => {
    const item = items.find((candidate) => getId(candidate) === id);
    return item ? getLabel(item) : '';
  };
  const positionOf = (id: UniqueIdentifier | undefined) =>
    id === undefined ? 0 : ids.indexOf(String(id)) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('courseEditor.reorder.pickedUp', { item: labelOf(active.id) }),
    onDragOver: ({ active, over }) =>
      t('courseEditor.reorder.movedTo', {
        item: labelOf(active.id),
        position: positionOf(over?.id),
        total: ids.length,
      }),
    onDragEnd: ({ active, over }) =>
      t('courseEditor.reorder.dropped', {
        item: labelOf(active.id),
        position: positionOf(over?.id),
        total: ids.length,
      }),
    onDragCancel: ({ active }) => t('courseEditor.reorder.cancelled', { item: labelOf(active.id) }),
  };

  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('courseEditor.reorder.instructions') },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <Box
          component="ol"
          aria-label={label}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {items.map((item) => (
            <SortableItem key={getId(item)} id={getId(item)} label={getLabel(item)} disabled={disabled}>
              {(handle) => renderItem(item, handle)}
            </SortableItem>
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  id,
  label,
  disabled,
  children,
}: {
  id: string;
  label: string;
  disabled?: boolean;
  children(handle: ReactNode): ReactNode;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
      disabled,
    });
  const handle = (
    <IconButton
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      disabled={disabled}
      aria-label={t('courseEditor.reorder.handle', { item: label })}
      sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
    >
      <DragIndicator />
    </IconButton>
  );
  return (
    <Box
      component="li"
      ref={setNodeRef}
      // inline style: the transform changes on every pointer move
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        opacity: isDragging ? 0.85 : 1,
      }}
    >
      {children(handle)}
    </Box>
  );
}
