import { type FocusEvent, type KeyboardEvent, useRef, useState } from 'react';

const ARROWS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

/**
 * A radio group whose choice is saved (the stars of a lesson, the interface language), usable by
 * keyboard: the arrow keys only move the choice, Enter or Space (or leaving the group) saves it, so
 * nobody saves 1, 2 and 3 stars on the way to 4. A click saves at once. The radios stay enabled
 * while saving, so the focus stays where it is.
 *
 * `saved` is the stored choice (the one being saved, while it is); spread `group` on an element
 * around the radios and give `choose` every change.
 */
export function useConfirmedChoice<T>(saved: T | null, save: (value: T) => void) {
  const [draft, setDraft] = useState<T | null>(null);
  const arrowing = useRef(false);
  const element = useRef<HTMLElement | null>(null);

  const confirm = () => {
    if (draft !== null && draft !== saved) save(draft);
    setDraft(null);
  };

  return {
    /** what the radios show: the choice being moved, else the saved one */
    value: draft ?? saved,
    choose(value: T) {
      if (arrowing.current) return setDraft(value);
      setDraft(null);
      if (value !== saved) save(value);
    },
    group: {
      ref(node: HTMLElement | null) {
        element.current = node;
      },
      // an arrow changes the checked radio before its key goes up
      onKeyDown(event: KeyboardEvent) {
        if (ARROWS.has(event.key)) arrowing.current = true;
        else if ((event.key === 'Enter' || event.key === ' ') && draft !== null) {
          event.preventDefault();
          confirm();
        }
      },
      onKeyUp() {
        arrowing.current = false;
      },
      onPointerDown() {
        arrowing.current = false;
      },
      onBlur(event: FocusEvent) {
        if (!element.current?.contains(event.relatedTarget as Node | null)) confirm();
      },
    },
  };
}
