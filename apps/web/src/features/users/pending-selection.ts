import type { UserListItem } from '@academy/domain';
import { useState } from 'react';

/**
 * The registrations ticked on the pending screen. Only those still listed count as selected, so
 * people answered meanwhile (here or by someone else) drop out of the selection by themselves.
 */
export function usePendingSelection(users: readonly UserListItem[]) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const selected = users.filter((user) => ticked.has(user._id));
  const allSelected = users.length > 0 && selected.length === users.length;
  return {
    selected,
    isSelected: (id: string) => ticked.has(id),
    allSelected,
    someSelected: selected.length > 0 && !allSelected,
    toggle: (id: string) =>
      setTicked((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    toggleAll: () => setTicked(allSelected ? new Set() : new Set(users.map((user) => user._id))),
    clear: () => setTicked(new Set()),
  };
}

export type PendingSelection = ReturnType<typeof usePendingSelection>;
