/** A member of the request the person does not fill in on this form: use it as `'ui:field'`. */
export function NotShownField() {
  return null;
}
