/**
 * The ARIA combobox pattern with list autocomplete: the focus stays in the text field, which owns
 * a listbox of options; Down and Up move through them, Enter chooses one, Escape closes the list.
 */

export interface ComboboxParts<T> {
  readonly input: HTMLInputElement;
  /** An element with `role="listbox"` and an id, which the input's `aria-controls` names. */
  readonly listbox: HTMLElement;
  /** The content of an option. */
  readonly render: (item: T) => Node;
  /** Called when an option is chosen, by Enter or a click. */
  readonly choose: (item: T) => void;
}

export interface Combobox<T> {
  /** Replaces the options; the list opens if there are any and the input has the focus. */
  show(items: readonly T[]): void;
  close(): void;
}

export const combobox = <T>({ input, listbox, render, choose }: ComboboxParts<T>): Combobox<T> => {
  let items: readonly T[] = [];
  let active = -1;

  const setActive = (index: number) => {
    active = index;
    [...listbox.children].forEach((option, position) =>
      option.setAttribute('aria-selected', String(position === index)),
    );
    const option = listbox.children[index];
    if (option) {
      input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView({ block: 'nearest' });
    } else {
      input.removeAttribute('aria-activedescendant');
    }
  };

  const open = (isOpen: boolean) => {
    listbox.hidden = !isOpen;
    input.setAttribute('aria-expanded', String(isOpen));
    if (!isOpen) setActive(-1);
  };

  const select = (index: number) => {
    const item = items[index];
    if (item === undefined) return;
    open(false);
    choose(item);
  };

  const step = (event: KeyboardEvent, delta: 1 | -1) => {
    if (items.length === 0) return;
    event.preventDefault();
    if (listbox.hidden) open(true);
    setActive(active < 0 && delta < 0 ? items.length - 1 : (active + delta + items.length) % items.length);
  };

  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown') step(event, 1);
    else if (event.key === 'ArrowUp') step(event, -1);
    else if (event.key === 'Enter' && !listbox.hidden && active >= 0) {
      event.preventDefault();
      select(active);
    } else if (event.key === 'Escape' && !listbox.hidden) {
      // Only closes the list; with the list closed, Escape keeps its native meaning (clearing the field).
      event.preventDefault();
      open(false);
    }
  });
  input.addEventListener('blur', () => open(false));
  // Keeps the focus in the input when an option is clicked, so that the click reaches it.
  listbox.addEventListener('pointerdown', (event) => event.preventDefault());
  listbox.addEventListener('click', (event) => {
    const option = event.target instanceof Element ? event.target.closest('[role="option"]') : null;
    if (option) select([...listbox.children].indexOf(option));
  });

  return {
    show(next) {
      items = next;
      listbox.replaceChildren(
        ...next.map((item, index) => {
          const option = document.createElement('li');
          option.id = `${listbox.id}-${index}`;
          option.setAttribute('role', 'option');
          option.setAttribute('aria-selected', 'false');
          option.replaceChildren(render(item));
          return option;
        }),
      );
      setActive(-1);
      open(next.length > 0 && document.activeElement === input);
    },
    close: () => open(false),
  };
};
