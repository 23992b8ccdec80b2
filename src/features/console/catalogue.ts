import catalogueJson from '../../../schemas/catalogue.json' with { type: 'json' };
import { dutchSummaries } from './summaries-nl.ts';

export interface MethodEntry {
  /** `class:method`, as in `/console?method=broadband/v1:list_carriers`. */
  id: string;
  className: string;
  method: string;
  permission: string;
  since: string;
  origin: string;
  /** In the interface's language. */
  summary: string;
  /** The service's own words (English). */
  serviceSummary: string;
  /** Schema file paths below `schemas/`. */
  request: string;
  reply: string;
}

export interface ClassEntry {
  className: string;
  summary: string;
  serviceSummary: string;
  methods: MethodEntry[];
}

interface CatalogueFile {
  version: string;
  classes: {
    class: string;
    summary: string;
    methods: Omit<MethodEntry, 'id' | 'className' | 'serviceSummary'>[];
  }[];
}

const file = catalogueJson as CatalogueFile;

export const catalogueVersion = file.version;

export const catalogue: ClassEntry[] = file.classes.map((entry) => ({
  className: entry.class,
  summary: entry.summary,
  serviceSummary: entry.summary,
  methods: entry.methods.map((method) => ({
    ...method,
    serviceSummary: method.summary,
    id: methodId(entry.class, method.method),
    className: entry.class,
  })),
}));

const dutchCatalogue: ClassEntry[] = catalogue.map((entry) => ({
  ...entry,
  summary: dutchSummaries[entry.className] ?? entry.serviceSummary,
  methods: entry.methods.map((method) => ({
    ...method,
    summary: dutchSummaries[method.id] ?? method.serviceSummary,
  })),
}));

/** The catalogue with its summaries in the interface's language. */
export function catalogueIn(locale: string): ClassEntry[] {
  return locale === 'nl' ? dutchCatalogue : catalogue;
}

export function methodId(className: string, method: string): string {
  return `${className}:${method}`;
}

export function findMethod(id: string | null, locale = 'en'): MethodEntry | null {
  if (!id) return null;
  for (const entry of catalogueIn(locale)) {
    const found = entry.methods.find((method) => method.id === id);
    if (found) return found;
  }
  return null;
}

/** The generated form module's folder: the class without its version, `/` → `-`. */
export function formFolderOf(className: string): string {
  return className.replace(/\/v[0-9]+$/, '').replace(/\//g, '-');
}

/** Words must all occur (any order, any case) in the class, method, permission, origin or summaries. */
export function searchCatalogue(classes: ClassEntry[], query: string): ClassEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return classes;
  return classes
    .map((entry) => ({
      ...entry,
      methods: entry.methods.filter((method) => {
        const haystack = [
          method.id,
          method.permission,
          method.origin,
          method.summary,
          method.serviceSummary,
          method.since,
        ]
          .join(' ')
          .toLowerCase();
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((entry) => entry.methods.length > 0);
}

/** Only writes ask for something other than a read permission (`…-r`); their replies change data. */
export function changesData(method: MethodEntry): boolean {
  return !method.permission.endsWith('-r');
}
