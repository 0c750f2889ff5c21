import { useEffect, useRef, type RefObject } from 'react';

interface ComboboxState {
  listId: string;
  expanded: boolean;
  activeId?: string;
}

interface ComboboxHandlers {
  onKeyDown: (event: KeyboardEvent) => void;
  onInput: () => void;
  onFocus: () => void;
  onBlur: () => void;
}

/**
 * Makes the header's plain search input a combobox (ARIA 1.2 pattern). The input is the header's, rendered
 * before this code loads, so roles and listeners are added here and removed on unmount: without this chunk
 * the input stays a working plain search field. React manages none of these attributes, so it never resets them.
 */
export function useComboboxInput(input: RefObject<HTMLInputElement | null>, state: ComboboxState, handlers: ComboboxHandlers) {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    const element = input.current;
    if (!element) return;
    element.setAttribute('role', 'combobox');
    element.setAttribute('aria-autocomplete', 'list');
    element.setAttribute('aria-controls', state.listId);
    const listeners = {
      keydown: (event: Event) => latest.current.onKeyDown(event as KeyboardEvent),
      input: () => latest.current.onInput(),
      focus: () => latest.current.onFocus(),
      blur: () => latest.current.onBlur(),
    };
    for (const [name, listener] of Object.entries(listeners)) element.addEventListener(name, listener);
    return () => {
      for (const [name, listener] of Object.entries(listeners)) element.removeEventListener(name, listener);
      for (const name of ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant']) element.removeAttribute(name);
    };
  }, [input, state.listId]);

  useEffect(() => {
    const element = input.current;
    if (!element) return;
    element.setAttribute('aria-expanded', String(state.expanded));
    if (state.activeId) element.setAttribute('aria-activedescendant', state.activeId);
    else element.removeAttribute('aria-activedescendant');
    if (state.activeId) document.getElementById(state.activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [input, state.expanded, state.activeId]);
}
