/**
 * The element's shadow DOM: the form (postcode with its hint, house number with its suggestions,
 * extension), the live region (status and error) and the result. Texts are set by the element.
 */
export const TEMPLATE = `<div class="wrap">
<form part="form" novalidate>
<div class="field">
<label part="label" for="postcode"></label>
<input part="input" id="postcode" name="postcode" autocomplete="postal-code" autocapitalize="characters" spellcheck="false">
<p class="hint" id="postcode-hint"></p>
<p class="field-error" part="field-error" id="postcode-error"></p>
</div>
<div class="field">
<label part="label" for="housenr"></label>
<input part="input" id="housenr" name="housenr" inputmode="numeric" autocomplete="off" list="housenrs">
<datalist id="housenrs"></datalist>
<p class="field-error" part="field-error" id="housenr-error"></p>
</div>
<div class="field">
<label part="label" for="housenrext"></label>
<select part="input select" id="housenrext" name="housenrext"><option value=""></option></select>
</div>
<button part="button" type="submit"></button>
</form>
<div class="live" role="status"><p class="status" part="status"></p><p class="error" part="error" id="error"></p></div>
<div class="result" part="result"></div>
</div>`;
