import catalogueJson from '../../../schemas/catalogue.json' with { type: 'json' };

/**
 * The catalogue's summaries in Dutch (its `summary_nl` members), keyed by class (`broadband/v1`)
 * and by method id (`broadband/v1:list_carriers`). Its `summary` is the service's own text, in English.
 */
export const dutchSummaries: Readonly<Record<string, string>> = Object.fromEntries(
  catalogueJson.classes.flatMap((entry) => [
    [entry.class, entry.summary_nl],
    ...entry.methods.map((method) => [`${entry.class}:${method.method}`, method.summary_nl]),
  ]),
);
