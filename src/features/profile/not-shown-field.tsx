/** Members of the request this form does not edit (whitelist and TOTP have their own sections). */
export function NotShownField() {
  return null;
}
