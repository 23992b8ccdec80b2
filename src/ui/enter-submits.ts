/**
 * WebKit (Safari) gives an Enter in a field whose suggestion list (`<datalist>`) is open to the
 * list, which closes and picks nothing, where Chromium and Firefox submit the form. Called on such a
 * field, this submits the form on an Enter that neither submitted it nor changed the field, so one
 * Enter sends the form in every engine. Returns what removes the listeners.
 */
export function enterSubmitsDespiteSuggestions(field: HTMLInputElement): () => void {
  const form = field.form;
  let valueAtEnter: string | null = null;
  const onKeyDown = (event: KeyboardEvent) => {
    valueAtEnter = event.key === 'Enter' && !event.isComposing ? field.value : null;
  };
  const onSubmit = () => {
    valueAtEnter = null;
  };
  const onKeyUp = (event: KeyboardEvent) => {
    const unanswered = event.key === 'Enter' && valueAtEnter !== null && field.value === valueAtEnter;
    valueAtEnter = null;
    if (unanswered) form?.requestSubmit();
  };
  field.addEventListener('keydown', onKeyDown);
  field.addEventListener('keyup', onKeyUp);
  form?.addEventListener('submit', onSubmit, true);
  return () => {
    field.removeEventListener('keydown', onKeyDown);
    field.removeEventListener('keyup', onKeyUp);
    form?.removeEventListener('submit', onSubmit, true);
  };
}
