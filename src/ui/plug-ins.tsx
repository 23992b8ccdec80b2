/**
 * Places in the pages where the app may plug in a part the pages do not know (demo mode's): each
 * place names the props its part is given, and shows nothing while no part is plugged in there.
 */
import { type ComponentType, type ReactNode, Suspense, createContext, useContext } from 'react';

type NoProps = Record<string, never>;

export interface PlugInPlaces {
  /** At the top of the log-in, above its card. */
  logInBanner: NoProps;
  /** On the log-in, before the form for user name and password: another way to sign in. */
  logInSignIn: {
    onSignedIn: () => Promise<void>;
    /** The sign-in needs a TOTP code: the log-in asks for it, then calls `submit`. */
    onCodeNeeded: (submit: (code: string) => Promise<void>) => void;
    onFailure: (error: unknown) => void;
  };
  /** On the log-in's code step, under its introduction, when logInSignIn asked for the code. */
  logInCodeHint: NoProps;
  /** Beside the address check's form: addresses to check, one click each (folded while not `open`). */
  addressCheckExamples: { open: boolean };
  /** Beside the many-sites check's file field: an example list; `onUse` reads it as if chosen. */
  manySitesExample: { onUse: (file: File) => void };
  /** On paper, at the top of a printed report: whose report it is (shown only in print). */
  reportLetterhead: NoProps;
}

export type PlugIns = { readonly [Place in keyof PlugInPlaces]?: ComponentType<PlugInPlaces[Place]> };

const PlugInContext = createContext<PlugIns>({});

export function PlugInProvider({ plugIns, children }: { plugIns: PlugIns; children: ReactNode }) {
  return <PlugInContext.Provider value={plugIns}>{children}</PlugInContext.Provider>;
}

type PlugInAttributes<Place extends keyof PlugInPlaces> = {
  place: Place;
  /** Shown while the part loads. */
  fallback?: ReactNode;
} & (PlugInPlaces[Place] extends NoProps ? { props?: NoProps } : { props: PlugInPlaces[Place] });

/** The part plugged in at `place`, or nothing. */
export function PlugIn<Place extends keyof PlugInPlaces>({
  place,
  fallback = null,
  props,
}: PlugInAttributes<Place>) {
  const Part = useContext(PlugInContext)[place] as ComponentType<PlugInPlaces[Place]> | undefined;
  if (!Part) return null;
  return (
    <Suspense fallback={fallback}>
      <Part {...((props ?? {}) as PlugInPlaces[Place])} />
    </Suspense>
  );
}
