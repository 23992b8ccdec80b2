import { type ChangeEvent, type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocale } from '../../i18n/locale.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { useDemoMessages } from '../messages.ts';
import { LOGO_KIB, brandingProblemText } from './problem-texts.ts';
import { type BrandingProblem, LOGO_TYPES, MAX_NAME_LENGTH, logoFileProblem } from './prospect-branding.ts';
import { brandingState } from './prospect-branding-state.ts';
import {
  keepProspectBranding,
  resetProspectBranding,
  saveProspectBranding,
} from './prospect-branding-store.ts';
import './settings.css';

type Field = BrandingProblem['field'];

/** The form's values, by the names of its inputs (those of a link's branding parameters). */
interface BrandingValues {
  prospect: string;
  brand: string;
  /** The picked logo as a `data:` URL (the file input holds the file). */
  logo: string | null;
}

const valueOf = { name: 'prospect', color: 'brand', logo: 'logo' } as const satisfies Record<
  Field,
  keyof BrandingValues
>;

/** A picked image as a `data:` URL, once the browser has shown it can draw it. */
async function readLogo(file: File): Promise<string> {
  const url = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error()));
    reader.onerror = () => reject(reader.error ?? new Error());
    reader.readAsDataURL(file);
  });
  const image = new Image();
  image.src = url;
  await image.decode();
  return url;
}

function SettingsField({
  id,
  label,
  help,
  error,
  children,
}: {
  id: string;
  label: string;
  help: string;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-help`} className="field__help">
        {help}
      </p>
      {children}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** `aria-describedby` and `aria-invalid` of a field: its help, and its message when it has one. */
const described = (id: string, error: string | null) => ({
  'aria-describedby': error ? `${id}-help ${id}-error` : `${id}-help`,
  'aria-invalid': error ? true : undefined,
});

function BrandingForm({
  nameInputRef,
  onSaved,
  onKept,
  onReset,
}: {
  /** The first field, which has the focus when the dialog opens. */
  nameInputRef: RefObject<HTMLInputElement | null>;
  onSaved: () => void;
  onKept: () => void;
  onReset: () => void;
}) {
  const texts = useDemoMessages().settings;
  const { locale } = useLocale();
  // the form starts from the branding in force each time the dialog opens
  const [{ branding: initial, fromLink }] = useState(brandingState);
  // the store checks the branding when it is saved: its problems stay until the form is sent again
  const { register, handleSubmit, setValue, setError, clearErrors, control, formState } =
    useForm<BrandingValues>({
      defaultValues: {
        prospect: initial?.name ?? '',
        brand: initial?.color ?? '',
        logo: initial?.logo ?? null,
      },
      reValidateMode: 'onSubmit',
    });
  const [reading, setReading] = useState(false);
  const ids = { name: useId(), logo: useId(), color: useId() };
  const logoInput = useRef<HTMLInputElement>(null);
  const nameField = register('prospect');
  const colorField = register('brand');
  const color = useWatch({ control, name: 'brand' });
  const logo = useWatch({ control, name: 'logo' });
  const errorOf = (field: Field) => formState.errors[valueOf[field]]?.message ?? null;

  const pickLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problem = logoFileProblem(file);
    if (problem) {
      setError('logo', { message: brandingProblemText(problem, texts, locale) });
      input.value = '';
      return;
    }
    setReading(true);
    try {
      setValue('logo', await readLogo(file));
      clearErrors('logo');
    } catch {
      setError('logo', { message: texts.problems.logoUnreadable });
      input.value = '';
    } finally {
      setReading(false);
    }
  };

  const removeLogo = () => {
    setValue('logo', null);
    clearErrors('logo');
    if (logoInput.current) {
      logoInput.current.value = '';
      logoInput.current.focus();
    }
  };

  const save = (values: BrandingValues) => {
    const outcome = saveProspectBranding({ name: values.prospect, color: values.brand, logo: values.logo });
    if (outcome.ok) {
      onSaved();
      return;
    }
    const found: Partial<Record<Field, string>> = {};
    for (const problem of outcome.problems)
      found[problem.field] ??= brandingProblemText(problem, texts, locale);
    const first = (['name', 'logo', 'color'] as const).find((field) => found[field]);
    for (const [field, message] of Object.entries(found) as [Field, string][])
      setError(valueOf[field], { message }, { shouldFocus: field === first });
    // the file input is not one of the form's values: it takes the focus itself
    if (first === 'logo') logoInput.current?.focus();
  };

  const pickerValue = /^#[0-9a-f]{6}$/i.test(color.trim()) ? color.trim().toLowerCase() : '#000000';

  return (
    <form
      className="form demo-settings__form"
      onSubmit={(event) => {
        // every send is checked afresh: a refused logo file before it does not hold the branding back
        clearErrors();
        void handleSubmit(save)(event);
      }}
      noValidate
    >
      <p>{texts.intro}</p>
      {fromLink && initial ? (
        <div className="notice notice--info demo-settings__from-link">
          <p>{texts.fromLink}</p>
          <button
            type="button"
            className="button button--small"
            onClick={() => {
              keepProspectBranding();
              onKept();
            }}
          >
            {texts.keep}
          </button>
        </div>
      ) : null}
      <SettingsField id={ids.name} label={texts.name} help={texts.nameHelp} error={errorOf('name')}>
        <input
          {...nameField}
          ref={(element) => {
            nameField.ref(element);
            nameInputRef.current = element;
          }}
          id={ids.name}
          autoComplete="off"
          maxLength={MAX_NAME_LENGTH * 2}
          {...described(ids.name, errorOf('name'))}
        />
      </SettingsField>
      <SettingsField id={ids.logo} label={texts.logo} help={texts.logoHelp(LOGO_KIB)} error={errorOf('logo')}>
        <input
          ref={logoInput}
          id={ids.logo}
          type="file"
          accept={LOGO_TYPES.join(',')}
          aria-busy={reading || undefined}
          onChange={(event) => void pickLogo(event)}
          {...described(ids.logo, errorOf('logo'))}
        />
        {logo ? (
          <div className="demo-settings__logo">
            <img src={logo} alt={texts.logoPreview} className="demo-settings__preview" />
            <button type="button" className="button button--small" onClick={removeLogo}>
              {texts.removeLogo}
            </button>
          </div>
        ) : null}
      </SettingsField>
      <SettingsField id={ids.color} label={texts.color} help={texts.colorHelp} error={errorOf('color')}>
        <div className="demo-settings__color">
          <input
            {...colorField}
            id={ids.color}
            autoComplete="off"
            spellCheck={false}
            placeholder="#0b5394"
            className="demo-settings__color-text"
            {...described(ids.color, errorOf('color'))}
          />
          <input
            type="color"
            value={pickerValue}
            aria-label={texts.colorPicker}
            className="demo-settings__picker"
            onChange={(event) => setValue('brand', event.currentTarget.value)}
          />
        </div>
      </SettingsField>
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={reading}>
          {texts.save}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            resetProspectBranding();
            onReset();
          }}
        >
          {texts.reset}
        </button>
      </div>
    </form>
  );
}

/**
 * Demo mode's settings: the prospect's name, logo and brand colour for this visitor's demo, in a
 * dialog opened from the demo bar. A colour that fails the contrast check is refused next to its
 * field, and the look stays as it was. A link's branding, which lasts its visit only, can be kept.
 */
export function DemoSettingsButton() {
  const texts = useDemoMessages().settings;
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const nameInputRef = useRef<HTMLInputElement>(null);
  const close = (message: string) => {
    setAnnouncement(message);
    setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        className="button button--small"
        aria-haspopup="dialog"
        onClick={() => {
          setAnnouncement('');
          setOpen(true);
        }}
      >
        {texts.open}
      </button>
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
      <ModalDialog
        open={open}
        className="demo-settings"
        title={texts.title}
        closeLabel={texts.close}
        initialFocus={nameInputRef}
        onClose={() => setOpen(false)}
      >
        {open ? (
          <BrandingForm
            nameInputRef={nameInputRef}
            onSaved={() => close(texts.saved)}
            onKept={() => close(texts.kept)}
            onReset={() => close(texts.resetDone)}
          />
        ) : null}
      </ModalDialog>
    </>
  );
}
